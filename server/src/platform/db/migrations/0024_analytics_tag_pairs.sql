CREATE TABLE "analytics_tag_pairs" (
	"filter" text NOT NULL,
	"day" text NOT NULL,
	"tag" text NOT NULL,
	"visitors" integer NOT NULL,
	"page_views" integer NOT NULL,
	"sessions" integer NOT NULL,
	"bounces" integer NOT NULL,
	CONSTRAINT "analytics_tag_pairs_filter_day_tag_pk" PRIMARY KEY("filter","day","tag")
);
--> statement-breakpoint
ALTER TABLE "analytics_session_days" ADD COLUMN "pairs" boolean DEFAULT false NOT NULL;