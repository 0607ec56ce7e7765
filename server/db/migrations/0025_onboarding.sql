-- Issue 21: onboarding cases, one-time invitation and first-password links, the platform operator flag, and the organisation details and logo the wizard fills.
CREATE TYPE "public"."invitation_purpose" AS ENUM('join', 'setPassword');--> statement-breakpoint
CREATE TYPE "public"."onboarding_case_status" AS ENUM('open', 'finished');--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"purpose" "invitation_purpose" DEFAULT 'join' NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"roles" "user_role"[] DEFAULT '{member}'::user_role[] NOT NULL,
	"language" varchar(2) DEFAULT 'en' NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"user_id" integer,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "onboarding_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_by" integer NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"current_step" smallint DEFAULT 0 NOT NULL,
	"status" "onboarding_case_status" DEFAULT 'open' NOT NULL,
	"logo_name" text,
	"original_logo_file_name" text,
	"organisation_id" integer,
	"subscription_id" integer,
	"admin_user_id" integer,
	"warning" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "internal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "email_domains" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "sub_domains" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "public_ip" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "country" varchar(2);--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "industry" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "logo_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "platform_operator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_cases" ADD CONSTRAINT "onboarding_cases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_cases" ADD CONSTRAINT "onboarding_cases_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_cases" ADD CONSTRAINT "onboarding_cases_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_cases" ADD CONSTRAINT "onboarding_cases_admin_user_id_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_token_unique" ON "invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "invitations_organisation_idx" ON "invitations" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_pending_unique" ON "invitations" USING btree ("organisation_id",lower("email"),"purpose") WHERE accepted_at is null and revoked_at is null;--> statement-breakpoint
CREATE INDEX "onboarding_cases_status_idx" ON "onboarding_cases" USING btree ("status","updated_at");