-- The in-memory metals and metal suppliers searches read the latest write before each search: an index probe, not a scan.
CREATE INDEX "metals_updated_at_idx" ON "metals" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "metal_suppliers_updated_at_idx" ON "metal_suppliers" USING btree ("updated_at");