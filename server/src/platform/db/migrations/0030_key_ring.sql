CREATE TABLE "key_ring" (
	"kid" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"sealed_key" text NOT NULL,
	"derived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"signs_from" timestamp with time zone NOT NULL,
	CONSTRAINT "key_ring_purpose_check" CHECK ("key_ring"."purpose" in ('access', 'seal', 'code', 'manage'))
);
