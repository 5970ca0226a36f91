CREATE TABLE "analytics_day_zone" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"zone" text NOT NULL,
	CONSTRAINT "analytics_day_zone_single_row" CHECK ("analytics_day_zone"."id")
);
--> statement-breakpoint
-- Every analytics day stored so far is a UTC day; the upkeep dates them again in COMPANY_TIME_ZONE.
INSERT INTO "analytics_day_zone" ("zone") VALUES ('UTC');
