CREATE TABLE "analytics_session_days" (
	"day" text PRIMARY KEY NOT NULL,
	"events" integer NOT NULL,
	"finished" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_sessions" (
	"day" text NOT NULL,
	"visit" integer NOT NULL,
	"multi" boolean NOT NULL,
	"views" integer NOT NULL,
	"tags" text[] NOT NULL,
	"pages" text[] NOT NULL,
	"events" text[] NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_sessions_day_idx" ON "analytics_sessions" USING btree ("day");--> statement-breakpoint
CREATE INDEX "analytics_sessions_tags_idx" ON "analytics_sessions" USING gin ("tags");