CREATE TYPE "public"."ai_chat_role" AS ENUM('user', 'assistant');--> statement-breakpoint
CREATE TYPE "public"."ai_faq_status" AS ENUM('pending', 'ready', 'failed');--> statement-breakpoint
CREATE TABLE "ai_chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"chat_id" integer NOT NULL,
	"role" "ai_chat_role" NOT NULL,
	"content" text NOT NULL,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rating" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_chats" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"language" varchar(8) NOT NULL,
	"title" varchar(200) NOT NULL,
	"title_source" varchar(16) DEFAULT 'temporary' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_faqs" (
	"version_id" integer NOT NULL,
	"language" varchar(8) NOT NULL,
	"status" "ai_faq_status" DEFAULT 'pending' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"sections_hash" varchar(64),
	"generated_at" timestamp with time zone,
	CONSTRAINT "ai_faqs_version_id_language_pk" PRIMARY KEY("version_id","language")
);
--> statement-breakpoint
CREATE TABLE "ai_indexes" (
	"version_id" integer PRIMARY KEY NOT NULL,
	"sections_hash" varchar(64) NOT NULL,
	"language" varchar(8) NOT NULL,
	"passage_count" integer NOT NULL,
	"average_length" real NOT NULL,
	"document_frequencies" jsonb NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_passages" (
	"id" serial PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"section_key" text NOT NULL,
	"position" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"text" text NOT NULL,
	"weight" real DEFAULT 1 NOT NULL,
	"lexeme_count" integer NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_usage" (
	"subscription_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"period" date NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ai_usage_subscription_id_user_id_kind_period_pk" PRIMARY KEY("subscription_id","user_id","kind","period")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ai_chat_quota" integer;--> statement-breakpoint
ALTER TABLE "ai_chat_messages" ADD CONSTRAINT "ai_chat_messages_chat_id_ai_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."ai_chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_chats" ADD CONSTRAINT "ai_chats_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_chats" ADD CONSTRAINT "ai_chats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_chats" ADD CONSTRAINT "ai_chats_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_chats" ADD CONSTRAINT "ai_chats_version_id_document_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."document_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_faqs" ADD CONSTRAINT "ai_faqs_version_id_document_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."document_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_indexes" ADD CONSTRAINT "ai_indexes_version_id_document_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."document_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_passages" ADD CONSTRAINT "ai_passages_version_id_document_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."document_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_chat_messages_chat_idx" ON "ai_chat_messages" USING btree ("chat_id","id");--> statement-breakpoint
CREATE INDEX "ai_chats_user_document_idx" ON "ai_chats" USING btree ("user_id","document_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_chats_user_created_idx" ON "ai_chats" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_passages_version_idx" ON "ai_passages" USING btree ("version_id","position");--> statement-breakpoint
CREATE INDEX "ai_passages_search_idx" ON "ai_passages" USING gin ("search_vector");