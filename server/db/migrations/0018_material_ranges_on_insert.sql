-- A new metal or material has no intervals yet: the triggers only add them, so a bulk load does not search
-- material_ranges once per row (a plan made while the table was empty scans it whole, which made loads quadratic).
CREATE OR REPLACE FUNCTION normscope_metal_ranges_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM material_ranges WHERE owner = 'metal' AND owner_id = OLD.id;
    RETURN OLD;
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM normscope_add_material_ranges('metal', NEW.id, NEW.composition, NEW.properties);
  ELSE
    PERFORM normscope_write_material_ranges('metal', NEW.id, NEW.composition, NEW.properties);
  END IF;
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
  IF TG_OP = 'INSERT' THEN
    PERFORM normscope_add_material_ranges('material', NEW.id, NULL, NEW.properties);
  ELSE
    PERFORM normscope_write_material_ranges('material', NEW.id, NULL, NEW.properties);
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- The intervals of one metal or material, added (its earlier ones, if any, stay: callers remove them first).
CREATE OR REPLACE FUNCTION normscope_add_material_ranges(owner_kind text, owner_row integer, composition jsonb, properties jsonb) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO material_ranges (owner, owner_id, family, key, low, high)
  SELECT owner_kind, owner_row, 'chemical', c.element, coalesce(c.min, 0), coalesce(c.max, 100)
  FROM jsonb_to_recordset(coalesce(composition, '[]'::jsonb)) AS c(element text, min double precision, max double precision)
  WHERE c.element IS NOT NULL
  UNION ALL
  SELECT owner_kind, owner_row, left(p."group", 16), p.key,
    coalesce(p.min, p.value, '-Infinity'::double precision), coalesce(p.max, p.value, 'Infinity'::double precision)
  FROM jsonb_to_recordset(coalesce(properties, '[]'::jsonb)) AS p("group" text, key text, value double precision, min double precision, max double precision)
  WHERE p.key IS NOT NULL AND p."group" IS NOT NULL AND (p.value IS NOT NULL OR p.min IS NOT NULL OR p.max IS NOT NULL);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION normscope_write_material_ranges(owner_kind text, owner_row integer, composition jsonb, properties jsonb) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM material_ranges WHERE owner = owner_kind AND owner_id = owner_row;
  PERFORM normscope_add_material_ranges(owner_kind, owner_row, composition, properties);
END;
$$;
