CREATE TABLE "media" (
	"id" text PRIMARY KEY NOT NULL,
	"alt" text NOT NULL,
	"type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"variants" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	CONSTRAINT "media_type_check" CHECK ("media"."type" in ('image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/svg+xml'))
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_created_idx" ON "media" USING btree ("created_at","id");
