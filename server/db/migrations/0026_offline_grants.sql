-- Issue 22: offline grants (a version's copy kept in a browser for reading offline) and the client references that make replayed offline annotations idempotent.
CREATE TYPE "public"."offline_grant_state" AS ENUM('active', 'released', 'revoked', 'expired');--> statement-breakpoint
CREATE TABLE "offline_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"state" "offline_grant_state" DEFAULT 'active' NOT NULL,
	"released_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer
);
--> statement-breakpoint
ALTER TABLE "reader_annotations" ADD COLUMN "client_ref" uuid;--> statement-breakpoint
ALTER TABLE "reader_bookmarks" ADD COLUMN "client_ref" uuid;--> statement-breakpoint
ALTER TABLE "offline_grants" ADD CONSTRAINT "offline_grants_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_grants" ADD CONSTRAINT "offline_grants_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_grants" ADD CONSTRAINT "offline_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_grants" ADD CONSTRAINT "offline_grants_version_id_document_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."document_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_grants" ADD CONSTRAINT "offline_grants_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offline_grants_active_unique" ON "offline_grants" USING btree ("user_id","version_id") WHERE "offline_grants"."state" = 'active';--> statement-breakpoint
CREATE INDEX "offline_grants_organisation_idx" ON "offline_grants" USING btree ("organisation_id","granted_at","id");--> statement-breakpoint
CREATE INDEX "offline_grants_user_idx" ON "offline_grants" USING btree ("user_id","granted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reader_annotations_client_ref_unique" ON "reader_annotations" USING btree ("user_id","client_ref") WHERE "reader_annotations"."client_ref" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reader_bookmarks_client_ref_unique" ON "reader_bookmarks" USING btree ("user_id","client_ref") WHERE "reader_bookmarks"."client_ref" is not null;