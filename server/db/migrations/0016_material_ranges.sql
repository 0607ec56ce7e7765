CREATE TABLE "material_ranges" (
	"owner" varchar(8) NOT NULL,
	"owner_id" integer NOT NULL,
	"family" varchar(16) NOT NULL,
	"key" text NOT NULL,
	"low" double precision NOT NULL,
	"high" double precision NOT NULL
);
--> statement-breakpoint
CREATE INDEX "material_ranges_owner_idx" ON "material_ranges" USING btree ("owner","owner_id");--> statement-breakpoint
CREATE INDEX "material_ranges_search_idx" ON "material_ranges" USING btree ("owner","key","high","low");--> statement-breakpoint
CREATE INDEX "metal_suppliers_name_trgm_idx" ON "metal_suppliers" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "metals_designation_trgm_idx" ON "metals" USING gin (lower("designation") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "metals_description_trgm_idx" ON "metals" USING gin (lower("description") gin_trgm_ops);--> statement-breakpoint
-- A metal's or material's numeric compositions and properties as intervals: a bound that is not given is open
-- (a composition's lower bound is 0 and its upper 100: 'Fe: rest' holds any share); text-only properties have none.
CREATE OR REPLACE FUNCTION normscope_write_material_ranges(owner_kind text, owner_row integer, composition jsonb, properties jsonb) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM material_ranges WHERE owner = owner_kind AND owner_id = owner_row;
  INSERT INTO material_ranges (owner, owner_id, family, key, low, high)
  SELECT owner_kind, owner_row, 'chemical', c.element, coalesce(c.min, 0), coalesce(c.max, 100)
  FROM jsonb_to_recordset(coalesce(composition, '[]'::jsonb)) AS c(element text, min double precision, max double precision)
  WHERE c.element IS NOT NULL
  UNION ALL
  SELECT owner_kind, owner_row, left(p."group", 16), p.key,
    coalesce(p.min, p.value, '-Infinity'::double precision), coalesce(p.max, p.value, 'Infinity'::double precision)
  FROM jsonb_to_recordset(coalesce(properties, '[]'::jsonb)) AS p("group" text, key text, value double precision, min double precision, max double precision)
  WHERE p.key IS NOT NULL AND p."group" IS NOT NULL AND (p.value IS NOT NULL OR p.min IS NOT NULL OR p.max IS NOT NULL);
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION normscope_metal_ranges_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM material_ranges WHERE owner = 'metal' AND owner_id = OLD.id;
    RETURN OLD;
  END IF;
  PERFORM normscope_write_material_ranges('metal', NEW.id, NEW.composition, NEW.properties);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION normscope_material_ranges_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM material_ranges WHERE owner = 'material' AND owner_id = OLD.id;
    RETURN OLD;
  END IF;
  PERFORM normscope_write_material_ranges('material', NEW.id, NULL, NEW.properties);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER metals_ranges AFTER INSERT OR DELETE OR UPDATE OF composition, properties ON metals
FOR EACH ROW EXECUTE FUNCTION normscope_metal_ranges_trigger();
--> statement-breakpoint
CREATE TRIGGER materials_ranges AFTER INSERT OR DELETE OR UPDATE OF properties ON materials
FOR EACH ROW EXECUTE FUNCTION normscope_material_ranges_trigger();
--> statement-breakpoint
SELECT normscope_write_material_ranges('metal', id, composition, properties) FROM metals;
--> statement-breakpoint
SELECT normscope_write_material_ranges('material', id, NULL, properties) FROM materials;
