-- The current EU-law subset lists each act's consolidated versions; the act page shows them.
ALTER TABLE "legal_acts" ADD COLUMN "consolidated_versions" jsonb DEFAULT '[]'::jsonb NOT NULL;