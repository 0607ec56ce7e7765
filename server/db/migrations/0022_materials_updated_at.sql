-- The in-memory materials search reads the latest write before each search: an index probe, not a scan.
CREATE INDEX "materials_updated_at_idx" ON "materials" USING btree ("updated_at");