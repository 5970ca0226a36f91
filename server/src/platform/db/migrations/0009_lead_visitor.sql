ALTER TABLE "contacts" ADD COLUMN "visitor_id" text;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "visitor_id" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_visitor_id_ip_records_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."ip_records"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD CONSTRAINT "demo_requests_visitor_id_ip_records_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."ip_records"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contacts_visitor_idx" ON "contacts" USING btree ("visitor_id") WHERE "contacts"."visitor_id" is not null;--> statement-breakpoint
CREATE INDEX "demo_requests_visitor_idx" ON "demo_requests" USING btree ("visitor_id") WHERE "demo_requests"."visitor_id" is not null;