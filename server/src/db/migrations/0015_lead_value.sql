ALTER TABLE "contacts" ADD COLUMN "value_inr" integer;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "value_inr" integer;