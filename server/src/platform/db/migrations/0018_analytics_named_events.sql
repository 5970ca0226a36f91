ALTER TABLE "analytics_events" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "props" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "analytics_events_named_idx" ON "analytics_events" USING btree ("day","name") WHERE "analytics_events"."kind" = 'event';