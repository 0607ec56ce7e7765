CREATE TABLE "organisation_state_versions" (
	"organisation_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Issue 15: every statement that writes what result rows show of an organisation's own counts once more for each
-- organisation it touched, so a search confirms in one small statement that the state it keeps in memory is current.
-- An organisation without a row is at version 0. Counted per statement, so adding a thousand documents counts once.
CREATE OR REPLACE FUNCTION normscope_count_organisation_states(touched integer[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO organisation_state_versions (organisation_id, version)
  SELECT DISTINCT organisation_id, 1 FROM unnest(touched) AS t(organisation_id) WHERE organisation_id IS NOT NULL ORDER BY organisation_id
  ON CONFLICT (organisation_id) DO UPDATE SET version = organisation_state_versions.version + 1
$$;
--> statement-breakpoint
-- Tables with their organisation in a column: collections, watches, document_unlocks.
CREATE OR REPLACE FUNCTION normscope_organisation_state_written() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM normscope_count_organisation_states(ARRAY(SELECT organisation_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM normscope_count_organisation_states(ARRAY(SELECT organisation_id FROM old_rows UNION SELECT organisation_id FROM new_rows));
  ELSE
    PERFORM normscope_count_organisation_states(ARRAY(SELECT organisation_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- collection_documents: the organisation is its collection's. A collection deleted with its documents is gone by
-- the time they are; its own trigger counted.
CREATE OR REPLACE FUNCTION normscope_collection_documents_written() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM normscope_count_organisation_states(ARRAY(SELECT c.organisation_id FROM new_rows r JOIN collections c ON c.id = r.collection_id));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM normscope_count_organisation_states(ARRAY(
      SELECT c.organisation_id FROM (SELECT collection_id FROM old_rows UNION SELECT collection_id FROM new_rows) r JOIN collections c ON c.id = r.collection_id));
  ELSE
    PERFORM normscope_count_organisation_states(ARRAY(SELECT c.organisation_id FROM old_rows r JOIN collections c ON c.id = r.collection_id));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Three statement triggers a table (each event its own: a trigger with transition tables has one event).
DO $$
DECLARE
  written record;
BEGIN
  FOR written IN SELECT * FROM (VALUES
      ('collections', 'normscope_organisation_state_written'),
      ('collection_documents', 'normscope_collection_documents_written'),
      ('watches', 'normscope_organisation_state_written'),
      ('document_unlocks', 'normscope_organisation_state_written')) AS t(table_name, function_name)
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()',
      written.table_name || '_state_inserted', written.table_name, written.function_name);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()',
      written.table_name || '_state_updated', written.table_name, written.function_name);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()',
      written.table_name || '_state_deleted', written.table_name, written.function_name);
  END LOOP;
END;
$$;
