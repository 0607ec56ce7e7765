CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- The text search configuration for a catalogue language; languages without a stemmer use 'simple'.
CREATE OR REPLACE FUNCTION normscope_ts_config(language text) RETURNS regconfig
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE language
    WHEN 'en' THEN 'english' WHEN 'fr' THEN 'french' WHEN 'de' THEN 'german'
    WHEN 'it' THEN 'italian' WHEN 'es' THEN 'spanish' WHEN 'ru' THEN 'russian'
    ELSE 'simple' END)::regconfig
$$;
--> statement-breakpoint
-- A weighted vector of texts keyed by language: {"en": "...", "fr": "..."}.
CREATE OR REPLACE FUNCTION normscope_texts_vector(texts jsonb, weight "char") RETURNS tsvector
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  result tsvector := ''::tsvector;
  entry record;
BEGIN
  IF texts IS NULL OR jsonb_typeof(texts) <> 'object' THEN
    RETURN result;
  END IF;
  FOR entry IN SELECT key, value FROM jsonb_each_text(texts) LOOP
    IF entry.value IS NOT NULL AND entry.value <> '' THEN
      result := result || setweight(to_tsvector(normscope_ts_config(entry.key), entry.value), weight);
    END IF;
  END LOOP;
  RETURN result;
END
$$;
