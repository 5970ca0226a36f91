ALTER TABLE "contacts" ADD COLUMN "notice_held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "notice_held" boolean DEFAULT false NOT NULL;