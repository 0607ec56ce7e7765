CREATE TYPE "public"."document_event_kind" AS ENUM('added', 'newEdition', 'statusChanged', 'superseded', 'withdrawn', 'amended');--> statement-breakpoint
CREATE TYPE "public"."relation_type" AS ENUM('obsoletes', 'obsoletedBy', 'updates', 'updatedBy', 'amends', 'amendedBy', 'corrects', 'correctedBy', 'hasPart', 'partOf', 'adoptedFrom', 'adoptedAs', 'editionOf', 'hasEdition', 'relatedTo');--> statement-breakpoint
CREATE TABLE "dataset_publishers" (
	"dataset_id" integer NOT NULL,
	"publisher_id" integer NOT NULL,
	CONSTRAINT "dataset_publishers_dataset_id_publisher_id_pk" PRIMARY KEY("dataset_id","publisher_id")
);
--> statement-breakpoint
CREATE TABLE "document_aliases" (
	"work_key" text PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"merged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"version_id" integer,
	"kind" "document_event_kind" NOT NULL,
	"summary" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"import_run_id" integer,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_ics" (
	"document_id" integer NOT NULL,
	"ics_code" varchar(16) NOT NULL,
	CONSTRAINT "document_ics_document_id_ics_code_pk" PRIMARY KEY("document_id","ics_code")
);
--> statement-breakpoint
CREATE TABLE "document_relations" (
	"id" serial PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"type" "relation_type" NOT NULL,
	"target_number" text NOT NULL,
	"target_number_key" text NOT NULL,
	"target_document_id" integer,
	"target_version_id" integer,
	"inferred" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"section_key" text NOT NULL,
	"parent_key" text,
	"position" integer NOT NULL,
	"number" text,
	"title" text NOT NULL,
	"level" smallint NOT NULL,
	"body_html" text NOT NULL,
	"body_text" text NOT NULL,
	"search_vector" "tsvector"
);
--> statement-breakpoint
CREATE TABLE "document_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"source" varchar(32) NOT NULL,
	"source_key" text NOT NULL,
	"number" text NOT NULL,
	"number_key" text NOT NULL,
	"number_sort" text NOT NULL,
	"title" text NOT NULL,
	"titles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subtitle" text,
	"abstracts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"published_on" date,
	"publication_year" integer,
	"edition" text,
	"version" text,
	"doc_type" varchar(64) NOT NULL,
	"source_status_code" varchar(4),
	"status_code" varchar(4) NOT NULL,
	"stage" text,
	"ics_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"committee" text,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"raw" jsonb,
	"content_hash" varchar(64) NOT NULL,
	"sections_hash" varchar(64),
	"position" integer DEFAULT 0 NOT NULL,
	"has_content" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_versions_source_key_unique" UNIQUE("source_key")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"publisher_id" integer NOT NULL,
	"work_key" text NOT NULL,
	"organisation_id" integer,
	"current_version_id" integer,
	"number" text NOT NULL,
	"number_key" text NOT NULL,
	"number_sort" text NOT NULL,
	"title" text NOT NULL,
	"titles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subtitle" text,
	"status_code" varchar(4) NOT NULL,
	"cancelled" char(1) DEFAULT 'N' NOT NULL,
	"superseded" char(1) DEFAULT 'N' NOT NULL,
	"doc_type" varchar(64) NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"country" varchar(8) NOT NULL,
	"published_on" date,
	"publication_year" integer,
	"ics_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"version_count" integer DEFAULT 1 NOT NULL,
	"has_content" boolean DEFAULT false NOT NULL,
	"title_vector" "tsvector",
	"search_vector" "tsvector",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_work_key_unique" UNIQUE("work_key")
);
--> statement-breakpoint
CREATE TABLE "ics_codes" (
	"code" varchar(16) PRIMARY KEY NOT NULL,
	"level" smallint NOT NULL,
	"parent_code" varchar(16),
	"description" text NOT NULL,
	"description_full" text
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(32) NOT NULL,
	"paths" text[] NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"stats" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publishers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" text NOT NULL,
	"abbreviation" varchar(32) NOT NULL,
	"country" varchar(8) NOT NULL,
	"website" text,
	CONSTRAINT "publishers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "material_suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" varchar(32) NOT NULL,
	"source_key" text NOT NULL,
	"name" text NOT NULL,
	"country" varchar(8),
	"website" text,
	"materials" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_suppliers_source_key_unique" UNIQUE("source_key")
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" varchar(32) NOT NULL,
	"source_key" text NOT NULL,
	"trade_name" text NOT NULL,
	"material_class" varchar(64) NOT NULL,
	"description" text,
	"forms" text[] DEFAULT '{}'::text[] NOT NULL,
	"product_type" text,
	"additives" text,
	"standard" text,
	"chemical_resistance" text[] DEFAULT '{}'::text[] NOT NULL,
	"processing" text[] DEFAULT '{}'::text[] NOT NULL,
	"properties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"raw" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "materials_source_key_unique" UNIQUE("source_key")
);
--> statement-breakpoint
CREATE TABLE "metal_suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" varchar(32) NOT NULL,
	"source_key" text NOT NULL,
	"name" text NOT NULL,
	"country" varchar(8),
	"forms" text[] DEFAULT '{}'::text[] NOT NULL,
	"establishment_type" text,
	"descriptions" text[] DEFAULT '{}'::text[] NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"website" text,
	"metals" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metal_suppliers_source_key_unique" UNIQUE("source_key")
);
--> statement-breakpoint
CREATE TABLE "metals" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" varchar(32) NOT NULL,
	"source_key" text NOT NULL,
	"designation" text NOT NULL,
	"material_number" text,
	"standard" text,
	"kind" varchar(64) NOT NULL,
	"description" text,
	"country" varchar(8),
	"forms" text[] DEFAULT '{}'::text[] NOT NULL,
	"properties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"composition" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"raw" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metals_source_key_unique" UNIQUE("source_key")
);
--> statement-breakpoint
ALTER TABLE "dataset_publishers" ADD CONSTRAINT "dataset_publishers_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataset_publishers" ADD CONSTRAINT "dataset_publishers_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_aliases" ADD CONSTRAINT "document_aliases_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_events" ADD CONSTRAINT "document_events_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_events" ADD CONSTRAINT "document_events_version_id_document_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."document_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_ics" ADD CONSTRAINT "document_ics_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_relations" ADD CONSTRAINT "document_relations_version_id_document_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."document_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_relations" ADD CONSTRAINT "document_relations_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_relations" ADD CONSTRAINT "document_relations_target_document_id_documents_id_fk" FOREIGN KEY ("target_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_relations" ADD CONSTRAINT "document_relations_target_version_id_document_versions_id_fk" FOREIGN KEY ("target_version_id") REFERENCES "public"."document_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_sections" ADD CONSTRAINT "document_sections_version_id_document_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."document_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dataset_publishers_publisher_idx" ON "dataset_publishers" USING btree ("publisher_id");--> statement-breakpoint
CREATE INDEX "document_events_occurred_idx" ON "document_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "document_events_document_idx" ON "document_events" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "document_ics_code_idx" ON "document_ics" USING btree ("ics_code" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "document_relations_unique" ON "document_relations" USING btree ("version_id","type","target_number_key");--> statement-breakpoint
CREATE INDEX "document_relations_document_idx" ON "document_relations" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "document_relations_target_key_idx" ON "document_relations" USING btree ("target_number_key");--> statement-breakpoint
CREATE INDEX "document_relations_target_document_idx" ON "document_relations" USING btree ("target_document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_sections_key_unique" ON "document_sections" USING btree ("version_id","section_key");--> statement-breakpoint
CREATE INDEX "document_sections_position_idx" ON "document_sections" USING btree ("version_id","position");--> statement-breakpoint
CREATE INDEX "document_sections_search_idx" ON "document_sections" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "document_versions_document_idx" ON "document_versions" USING btree ("document_id","position");--> statement-breakpoint
CREATE INDEX "document_versions_number_key_idx" ON "document_versions" USING btree ("number_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "documents_publisher_idx" ON "documents" USING btree ("publisher_id");--> statement-breakpoint
CREATE INDEX "documents_status_idx" ON "documents" USING btree ("status_code");--> statement-breakpoint
CREATE INDEX "documents_number_key_idx" ON "documents" USING btree ("number_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "documents_number_sort_idx" ON "documents" USING btree ("number_sort");--> statement-breakpoint
CREATE INDEX "documents_search_vector_idx" ON "documents" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "ics_codes_parent_idx" ON "ics_codes" USING btree ("parent_code");--> statement-breakpoint
CREATE INDEX "materials_trade_name_idx" ON "materials" USING btree ("trade_name");--> statement-breakpoint
CREATE INDEX "metals_designation_idx" ON "metals" USING btree ("designation");--> statement-breakpoint
CREATE INDEX "metals_material_number_idx" ON "metals" USING btree ("material_number");