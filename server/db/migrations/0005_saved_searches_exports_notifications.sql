CREATE TABLE "watch_notifications" (
	"watch_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"notified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watch_notifications_watch_id_event_id_pk" PRIMARY KEY("watch_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "saved_search_alerts" (
	"saved_search_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"alerted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_alerts_saved_search_id_event_id_pk" PRIMARY KEY("saved_search_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"tab" varchar(32) NOT NULL,
	"criteria" jsonb NOT NULL,
	"notify" boolean DEFAULT false NOT NULL,
	"favourite" boolean DEFAULT false NOT NULL,
	"alerted_through_event_id" integer DEFAULT 0 NOT NULL,
	"last_alert_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"tab" varchar(32) NOT NULL,
	"criteria" jsonb NOT NULL,
	"fields" text[] NOT NULL,
	"separator" varchar(3) NOT NULL,
	"status" varchar(24) DEFAULT 'inprogress' NOT NULL,
	"total_found" integer NOT NULL,
	"exported_count" integer,
	"file_name" text,
	"storage_key" text,
	"byte_size" integer,
	"error" text,
	"job_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	"expires_at" timestamp with time zone DEFAULT now() + interval '7 days' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "watch_notifications" ADD CONSTRAINT "watch_notifications_watch_id_watches_id_fk" FOREIGN KEY ("watch_id") REFERENCES "public"."watches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_notifications" ADD CONSTRAINT "watch_notifications_event_id_document_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."document_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_event_id_document_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."document_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exports" ADD CONSTRAINT "exports_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exports" ADD CONSTRAINT "exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "watch_notifications_event_idx" ON "watch_notifications" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("organisation_id","user_id");--> statement-breakpoint
CREATE INDEX "saved_searches_notify_idx" ON "saved_searches" USING btree ("notify") WHERE "saved_searches"."notify";--> statement-breakpoint
CREATE INDEX "exports_user_idx" ON "exports" USING btree ("organisation_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "exports_expires_idx" ON "exports" USING btree ("expires_at");