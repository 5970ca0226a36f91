CREATE TABLE "analytics_funnel_counts" (
	"funnel" text NOT NULL,
	"day" text NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"reached" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "analytics_funnel_counts_funnel_day_dimension_value_reached_pk" PRIMARY KEY("funnel","day","dimension","value","reached")
);
--> statement-breakpoint
CREATE TABLE "analytics_funnel_days" (
	"funnel" text NOT NULL,
	"day" text NOT NULL,
	CONSTRAINT "analytics_funnel_days_funnel_day_pk" PRIMARY KEY("funnel","day")
);
