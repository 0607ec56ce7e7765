-- The legislation add-ons (issue 20): the legal acts library and the standards they list, regulatory newsfeeds and their items, add-on seats and seat requests, recent and saved legislation searches, and the panels' click log.
CREATE TYPE "public"."legislation_add_on" AS ENUM('legislation', 'euLaw');--> statement-breakpoint
CREATE TABLE "legal_act_standards" (
	"id" serial PRIMARY KEY NOT NULL,
	"act_id" integer NOT NULL,
	"standard_number" text NOT NULL,
	"document_id" integer,
	"relation" varchar(16) NOT NULL,
	"reference" text,
	"date_from" date,
	"date_to" date,
	"origin" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_acts" (
	"id" serial PRIMARY KEY NOT NULL,
	"identifier" varchar(64) NOT NULL,
	"title" text NOT NULL,
	"title_fr" text,
	"act_type" varchar(32) NOT NULL,
	"family" varchar(32) NOT NULL,
	"author" text,
	"date_document" date,
	"date_publication" date,
	"date_entry_into_force" date,
	"date_end_of_validity" date,
	"in_force" boolean,
	"in_force_as_of" date,
	"subjects" text[] DEFAULT '{}'::text[] NOT NULL,
	"popular_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"link" text,
	"source" varchar(64) NOT NULL,
	"search_vector" "tsvector",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legislation_click_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"module_name" varchar(64) NOT NULL,
	"link_clicked" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legislation_feed_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"feed_id" integer NOT NULL,
	"guid" text NOT NULL,
	"title" text NOT NULL,
	"link" text,
	"summary" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legislation_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer,
	"url" text NOT NULL,
	"title" text,
	"created_by_user_id" integer,
	"last_polled_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legislation_recent_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"label" text NOT NULL,
	"criteria" jsonb NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legislation_saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"criteria" jsonb NOT NULL,
	"notify" boolean DEFAULT false NOT NULL,
	"digested_through_act_id" integer DEFAULT 0 NOT NULL,
	"digested_through_feed_item_id" integer DEFAULT 0 NOT NULL,
	"last_digest_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legislation_seat_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"add_on" "legislation_add_on" NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"decider_user_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legislation_seats" (
	"organisation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"add_on" "legislation_add_on" NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legislation_seats_user_id_add_on_pk" PRIMARY KEY("user_id","add_on")
);
--> statement-breakpoint
ALTER TABLE "legal_act_standards" ADD CONSTRAINT "legal_act_standards_act_id_legal_acts_id_fk" FOREIGN KEY ("act_id") REFERENCES "public"."legal_acts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_act_standards" ADD CONSTRAINT "legal_act_standards_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legislation_click_log" ADD CONSTRAINT "legislation_click_log_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legislation_click_log" ADD CONSTRAINT "legislation_click_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legislation_feed_items" ADD CONSTRAINT "legislation_feed_items_feed_id_legislation_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."legislation_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legislation_feeds" ADD CONSTRAINT "legislation_feeds_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legislation_feeds" ADD CONSTRAINT "legislation_feeds_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legislation_recent_searches" ADD CONSTRAINT "legislation_recent_searches_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legislation_recent_searches" ADD CONSTRAINT "legislation_recent_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legislation_saved_searches" ADD CONSTRAINT "legislation_saved_searches_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legislation_saved_searches" ADD CONSTRAINT "legislation_saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legislation_seat_requests" ADD CONSTRAINT "legislation_seat_requests_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legislation_seat_requests" ADD CONSTRAINT "legislation_seat_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legislation_seat_requests" ADD CONSTRAINT "legislation_seat_requests_decider_user_id_users_id_fk" FOREIGN KEY ("decider_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legislation_seats" ADD CONSTRAINT "legislation_seats_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legislation_seats" ADD CONSTRAINT "legislation_seats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "legal_act_standards_unique" ON "legal_act_standards" USING btree ("act_id","standard_number","relation");--> statement-breakpoint
CREATE INDEX "legal_act_standards_document_idx" ON "legal_act_standards" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "legal_acts_identifier_unique" ON "legal_acts" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "legal_acts_search_vector_idx" ON "legal_acts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "legal_acts_title_trgm_idx" ON "legal_acts" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "legal_acts_subjects_idx" ON "legal_acts" USING gin ("subjects");--> statement-breakpoint
CREATE INDEX "legal_acts_publication_idx" ON "legal_acts" USING btree ("date_publication");--> statement-breakpoint
CREATE INDEX "legal_acts_type_idx" ON "legal_acts" USING btree ("act_type");--> statement-breakpoint
CREATE INDEX "legislation_click_log_organisation_idx" ON "legislation_click_log" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "legislation_feed_items_unique" ON "legislation_feed_items" USING btree ("feed_id","guid");--> statement-breakpoint
CREATE INDEX "legislation_feed_items_time_idx" ON "legislation_feed_items" USING btree ("feed_id","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "legislation_feeds_unique" ON "legislation_feeds" USING btree (coalesce("organisation_id", 0),"url");--> statement-breakpoint
CREATE INDEX "legislation_recent_searches_user_idx" ON "legislation_recent_searches" USING btree ("user_id","searched_at");--> statement-breakpoint
CREATE INDEX "legislation_saved_searches_user_idx" ON "legislation_saved_searches" USING btree ("organisation_id","user_id");--> statement-breakpoint
CREATE INDEX "legislation_seat_requests_organisation_idx" ON "legislation_seat_requests" USING btree ("organisation_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "legislation_seat_requests_pending_unique" ON "legislation_seat_requests" USING btree ("user_id","add_on") WHERE "legislation_seat_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "legislation_seats_organisation_idx" ON "legislation_seats" USING btree ("organisation_id");--> statement-breakpoint
-- An act's search vector follows its identifier, title and popular names on every write (array_to_string is not immutable, so no generated column).
CREATE FUNCTION legal_acts_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := to_tsvector('english', coalesce(NEW.identifier, '') || ' ' || coalesce(NEW.title, '') || ' ' || array_to_string(NEW.popular_names, ' '));
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER legal_acts_search_vector_trigger BEFORE INSERT OR UPDATE OF identifier, title, popular_names ON legal_acts FOR EACH ROW EXECUTE FUNCTION legal_acts_search_vector();
