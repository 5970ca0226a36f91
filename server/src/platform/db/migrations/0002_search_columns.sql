DROP INDEX "contacts_name_trgm_idx";--> statement-breakpoint
DROP INDEX "contacts_email_trgm_idx";--> statement-breakpoint
DROP INDEX "contacts_phone_trgm_idx";--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "search" text GENERATED ALWAYS AS (lower("name" || chr(10) || "email" || chr(10) || "phone")) STORED;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "search" text GENERATED ALWAYS AS (lower("full_name" || chr(10) || "company_name" || chr(10) || "email" || chr(10) || "phone")) STORED;--> statement-breakpoint
ALTER TABLE "ip_records" ADD COLUMN "search" text GENERATED ALWAYS AS (lower("ip_address" || chr(10) || "country" || chr(10) || "city")) STORED;--> statement-breakpoint
CREATE INDEX "contacts_search_trgm_idx" ON "contacts" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "demo_requests_search_trgm_idx" ON "demo_requests" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ip_records_search_trgm_idx" ON "ip_records" USING gin ("search" gin_trgm_ops);