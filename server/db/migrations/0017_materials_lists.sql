ALTER TABLE "materials" ADD COLUMN "chemical_analysis" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "formulation" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "special_characteristics" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "material_suppliers_name_trgm_idx" ON "material_suppliers" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "materials_trade_name_trgm_idx" ON "materials" USING gin (lower("trade_name") gin_trgm_ops);