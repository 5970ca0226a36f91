CREATE TABLE "team_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"require_second_factor" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text,
	CONSTRAINT "team_settings_single_row" CHECK ("team_settings"."id")
);
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "role" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "team_settings" ADD CONSTRAINT "team_settings_updated_by_admins_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_role_check" CHECK ("admins"."role" in ('owner', 'staff'));--> statement-breakpoint
-- Hand-written (not generated): a team that existed before roles keeps one owner, its first member,
-- so there is always at least one owner (decision 38). The others start as staff; an owner promotes them.
UPDATE "admins" SET "role" = 'owner' WHERE "id" = (SELECT "id" FROM "admins" ORDER BY "created_at", "id" LIMIT 1);
