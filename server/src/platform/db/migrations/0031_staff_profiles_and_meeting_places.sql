ALTER TABLE "admins" ADD COLUMN "display_name" text;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "staff_schedules" ADD COLUMN "meeting_kind" text;--> statement-breakpoint
ALTER TABLE "staff_schedules" ADD COLUMN "meeting_detail" text;--> statement-breakpoint
ALTER TABLE "staff_schedules" ADD CONSTRAINT "staff_schedules_meeting_kind_check" CHECK ("staff_schedules"."meeting_kind" is null or "staff_schedules"."meeting_kind" in ('video', 'phone', 'office'));
