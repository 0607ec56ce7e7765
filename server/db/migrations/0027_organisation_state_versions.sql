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
CREATE TRIGGER collections_state_inserted AFTER INSERT ON collections REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION normscope_organisation_state_written();
--> statement-breakpoint
CREATE TRIGGER collections_state_updated AFTER UPDATE ON collections REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION normscope_organisation_state_written();
--> statement-breakpoint
CREATE TRIGGER collections_state_deleted AFTER DELETE ON collections REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION normscope_organisation_state_written();
--> statement-breakpoint
CREATE TRIGGER collection_documents_state_inserted AFTER INSERT ON collection_documents REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION normscope_collection_documents_written();
--> statement-breakpoint
CREATE TRIGGER collection_documents_state_updated AFTER UPDATE ON collection_documents REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION normscope_collection_documents_written();
--> statement-breakpoint
CREATE TRIGGER collection_documents_state_deleted AFTER DELETE ON collection_documents REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION normscope_collection_documents_written();
--> statement-breakpoint
CREATE TRIGGER watches_state_inserted AFTER INSERT ON watches REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION normscope_organisation_state_written();
--> statement-breakpoint
CREATE TRIGGER watches_state_updated AFTER UPDATE ON watches REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION normscope_organisation_state_written();
--> statement-breakpoint
CREATE TRIGGER watches_state_deleted AFTER DELETE ON watches REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION normscope_organisation_state_written();
--> statement-breakpoint
CREATE TRIGGER document_unlocks_state_inserted AFTER INSERT ON document_unlocks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION normscope_organisation_state_written();
--> statement-breakpoint
CREATE TRIGGER document_unlocks_state_updated AFTER UPDATE ON document_unlocks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION normscope_organisation_state_written();
--> statement-breakpoint
CREATE TRIGGER document_unlocks_state_deleted AFTER DELETE ON document_unlocks REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION normscope_organisation_state_written();
