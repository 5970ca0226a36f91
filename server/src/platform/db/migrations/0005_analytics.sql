CREATE TABLE "analytics_daily" (
	"day" text NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"bounces" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_day_dimension_value_pk" PRIMARY KEY("day","dimension","value")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"time" timestamp with time zone NOT NULL,
	"day" text NOT NULL,
	"visitor" text NOT NULL,
	"kind" text NOT NULL,
	"path" text NOT NULL,
	"referrer" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"device" text DEFAULT '' NOT NULL,
	"browser" text DEFAULT '' NOT NULL,
	"os" text DEFAULT '' NOT NULL,
	"utm_source" text DEFAULT '' NOT NULL,
	"utm_medium" text DEFAULT '' NOT NULL,
	"utm_campaign" text DEFAULT '' NOT NULL,
	"lcp" double precision,
	"inp" double precision,
	"cls" double precision,
	"ttfb" double precision
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" text PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "landing_page" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "landing_page" text;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
CREATE INDEX "analytics_events_day_idx" ON "analytics_events" USING btree ("day","visitor","time");--> statement-breakpoint
CREATE INDEX "analytics_events_vitals_idx" ON "analytics_events" USING btree ("day") WHERE "analytics_events"."kind" = 'vitals';