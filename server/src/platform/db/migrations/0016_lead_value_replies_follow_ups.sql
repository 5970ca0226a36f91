CREATE TABLE "follow_ups" (
	"id" text PRIMARY KEY NOT NULL,
	"lead_kind" text NOT NULL,
	"lead_id" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"note" text NOT NULL,
	"assignee_id" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	"done_by" text,
	"mailed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_replies" (
	"id" text PRIMARY KEY NOT NULL,
	"lead_kind" text NOT NULL,
	"lead_id" text NOT NULL,
	"admin_id" text,
	"admin_email" text NOT NULL,
	"to_email" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"message_id" text NOT NULL,
	"references" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lead_replies_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
CREATE TABLE "reply_drafts" (
	"lead_kind" text NOT NULL,
	"lead_id" text NOT NULL,
	"admin_id" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reply_drafts_lead_kind_lead_id_admin_id_pk" PRIMARY KEY("lead_kind","lead_id","admin_id")
);
--> statement-breakpoint
CREATE TABLE "reply_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reply_templates_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "value_inr" integer;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "value_inr" integer;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_assignee_id_admins_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_replies" ADD CONSTRAINT "lead_replies_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply_drafts" ADD CONSTRAINT "reply_drafts_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follow_ups_lead_idx" ON "follow_ups" USING btree ("lead_kind","lead_id");--> statement-breakpoint
CREATE INDEX "follow_ups_open_due_idx" ON "follow_ups" USING btree ("due_at") WHERE "follow_ups"."done_at" is null;--> statement-breakpoint
CREATE INDEX "follow_ups_assignee_open_idx" ON "follow_ups" USING btree ("assignee_id","due_at") WHERE "follow_ups"."done_at" is null;--> statement-breakpoint
CREATE INDEX "lead_replies_lead_idx" ON "lead_replies" USING btree ("lead_kind","lead_id","sent_at");