CREATE TABLE "demo_bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"demo_request_id" text NOT NULL,
	"host_id" text NOT NULL,
	"status" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"uid" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"attendance" text,
	"caldav_href" text,
	"caldav_etag" text,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "demo_bookings_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "jobs_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "staff_days_off" (
	"admin_id" text NOT NULL,
	"day" text NOT NULL,
	CONSTRAINT "staff_days_off_admin_id_day_pk" PRIMARY KEY("admin_id","day")
);
--> statement-breakpoint
CREATE TABLE "staff_schedules" (
	"admin_id" text PRIMARY KEY NOT NULL,
	"takes_demos" boolean DEFAULT true NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"feed_token_hash" text,
	"caldav_url" text,
	"caldav_username" text,
	"caldav_password_enc" text,
	"caldav_busy" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"caldav_synced_at" timestamp with time zone,
	"caldav_error" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_schedules_feed_token_hash_unique" UNIQUE("feed_token_hash")
);
--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD CONSTRAINT "demo_bookings_demo_request_id_demo_requests_id_fk" FOREIGN KEY ("demo_request_id") REFERENCES "public"."demo_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD CONSTRAINT "demo_bookings_host_id_admins_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_days_off" ADD CONSTRAINT "staff_days_off_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_schedules" ADD CONSTRAINT "staff_schedules_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "demo_bookings_request_idx" ON "demo_bookings" USING btree ("demo_request_id");--> statement-breakpoint
CREATE INDEX "demo_bookings_host_starts_idx" ON "demo_bookings" USING btree ("host_id","starts_at");--> statement-breakpoint
CREATE INDEX "demo_bookings_starts_idx" ON "demo_bookings" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
-- One host can never hold or have two demos whose time plus buffer overlap: the database refuses the second.
ALTER TABLE "demo_bookings" ADD CONSTRAINT "demo_bookings_no_overlap" EXCLUDE USING gist ("host_id" WITH =, tstzrange("starts_at", "blocked_until", '[)') WITH &&) WHERE ("status" <> 'cancelled');
