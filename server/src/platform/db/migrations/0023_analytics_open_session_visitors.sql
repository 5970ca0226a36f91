ALTER TABLE "analytics_session_days" ADD COLUMN "max_id" bigint;--> statement-breakpoint
ALTER TABLE "analytics_sessions" ADD COLUMN "visitor" text;--> statement-breakpoint
CREATE INDEX "analytics_sessions_open_idx" ON "analytics_sessions" USING btree ("day","visitor") WHERE "analytics_sessions"."visitor" is not null;