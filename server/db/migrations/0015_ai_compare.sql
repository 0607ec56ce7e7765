CREATE TYPE "public"."ai_compare_status" AS ENUM('PENDING', 'PROCESSING', 'FINISHED', 'ERROR');--> statement-breakpoint
CREATE TABLE "ai_compare_alignments" (
	"older_version_id" integer NOT NULL,
	"newer_version_id" integer NOT NULL,
	"texts_hash" varchar(64) NOT NULL,
	"pairs" jsonb NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_compare_alignments_older_version_id_newer_version_id_pk" PRIMARY KEY("older_version_id","newer_version_id")
);
--> statement-breakpoint
CREATE TABLE "ai_compare_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"cache_key" varchar(64) NOT NULL,
	"older_version_id" integer NOT NULL,
	"newer_version_id" integer NOT NULL,
	"result" jsonb NOT NULL,
	"written_by" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_compare_results_cache_key_unique" UNIQUE("cache_key")
);
--> statement-breakpoint
CREATE TABLE "ai_compares" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" uuid NOT NULL,
	"organisation_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"older_version_id" integer NOT NULL,
	"newer_version_id" integer NOT NULL,
	"prompt_id" smallint NOT NULL,
	"language" varchar(8) NOT NULL,
	"older_selection" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"newer_selection" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cache_key" varchar(64) NOT NULL,
	"status" "ai_compare_status" DEFAULT 'PENDING' NOT NULL,
	"result_id" integer,
	"rating" smallint DEFAULT -1 NOT NULL,
	"quota_period" date,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ai_compare_quota" integer;--> statement-breakpoint
ALTER TABLE "ai_compare_alignments" ADD CONSTRAINT "ai_compare_alignments_older_version_id_document_versions_id_fk" FOREIGN KEY ("older_version_id") REFERENCES "public"."document_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_compare_alignments" ADD CONSTRAINT "ai_compare_alignments_newer_version_id_document_versions_id_fk" FOREIGN KEY ("newer_version_id") REFERENCES "public"."document_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_compare_results" ADD CONSTRAINT "ai_compare_results_older_version_id_document_versions_id_fk" FOREIGN KEY ("older_version_id") REFERENCES "public"."document_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_compare_results" ADD CONSTRAINT "ai_compare_results_newer_version_id_document_versions_id_fk" FOREIGN KEY ("newer_version_id") REFERENCES "public"."document_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_compares" ADD CONSTRAINT "ai_compares_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_compares" ADD CONSTRAINT "ai_compares_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_compares" ADD CONSTRAINT "ai_compares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_compares" ADD CONSTRAINT "ai_compares_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_compares" ADD CONSTRAINT "ai_compares_older_version_id_document_versions_id_fk" FOREIGN KEY ("older_version_id") REFERENCES "public"."document_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_compares" ADD CONSTRAINT "ai_compares_newer_version_id_document_versions_id_fk" FOREIGN KEY ("newer_version_id") REFERENCES "public"."document_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_compares" ADD CONSTRAINT "ai_compares_result_id_ai_compare_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."ai_compare_results"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_compares_job_idx" ON "ai_compares" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "ai_compares_user_updated_idx" ON "ai_compares" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "ai_compares_user_cache_idx" ON "ai_compares" USING btree ("user_id","cache_key");