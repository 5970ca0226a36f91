ALTER TABLE "demo_requests" ADD COLUMN "confirmed_by" text;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "fast_fill" boolean DEFAULT false NOT NULL;