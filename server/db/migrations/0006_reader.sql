CREATE TYPE "public"."reader_annotation_kind" AS ENUM('highlight', 'comment');--> statement-breakpoint
CREATE TYPE "public"."reader_comment_type" AS ENUM('section', 'highlight', 'reply');--> statement-breakpoint
CREATE TABLE "reader_annotations" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"section_key" text NOT NULL,
	"kind" "reader_annotation_kind" NOT NULL,
	"comment_type" "reader_comment_type",
	"parent_id" integer,
	"content" text DEFAULT '' NOT NULL,
	"start_offset" integer,
	"end_offset" integer,
	"colour" varchar(16),
	"quote" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reader_bookmarks" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"section_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reader_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"font_size" varchar(16) DEFAULT 'medium' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reader_annotations" ADD CONSTRAINT "reader_annotations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_annotations" ADD CONSTRAINT "reader_annotations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_annotations" ADD CONSTRAINT "reader_annotations_version_id_document_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."document_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_annotations" ADD CONSTRAINT "reader_annotations_parent_id_reader_annotations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."reader_annotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_bookmarks" ADD CONSTRAINT "reader_bookmarks_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_bookmarks" ADD CONSTRAINT "reader_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_bookmarks" ADD CONSTRAINT "reader_bookmarks_version_id_document_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."document_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_settings" ADD CONSTRAINT "reader_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reader_annotations_version_idx" ON "reader_annotations" USING btree ("organisation_id","version_id","kind");--> statement-breakpoint
CREATE INDEX "reader_annotations_parent_idx" ON "reader_annotations" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reader_bookmarks_user_section_unique" ON "reader_bookmarks" USING btree ("user_id","version_id","section_key");