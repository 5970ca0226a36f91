DROP INDEX "contacts_created_idx";--> statement-breakpoint
DROP INDEX "demo_requests_created_idx";--> statement-breakpoint
DROP INDEX "ip_records_created_idx";--> statement-breakpoint
CREATE INDEX "contacts_created_idx" ON "contacts" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "demo_requests_created_idx" ON "demo_requests" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ip_records_created_idx" ON "ip_records" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);