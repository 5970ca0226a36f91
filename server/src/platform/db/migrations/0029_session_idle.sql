-- Open sessions count as used when last seen, so the update itself signs nobody out.
ALTER TABLE "admin_sessions" ADD COLUMN "active_at" timestamp with time zone;--> statement-breakpoint
UPDATE "admin_sessions" SET "active_at" = "last_seen_at";--> statement-breakpoint
ALTER TABLE "admin_sessions" ALTER COLUMN "active_at" SET NOT NULL;
