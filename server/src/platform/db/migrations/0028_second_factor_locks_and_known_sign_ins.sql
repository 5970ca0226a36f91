CREATE TABLE "known_sign_ins" (
	"admin_id" text NOT NULL,
	"browser" text NOT NULL,
	"network" text NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "known_sign_ins_admin_id_browser_network_pk" PRIMARY KEY("admin_id","browser","network")
);
--> statement-breakpoint
CREATE TABLE "mfa_code_locks" (
	"admin_id" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "known_sign_ins" ADD CONSTRAINT "known_sign_ins_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mfa_code_locks" ADD CONSTRAINT "mfa_code_locks_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;
