CREATE TABLE "audit_events" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"time" timestamp with time zone NOT NULL,
	"event" text NOT NULL,
	"admin_id" text,
	"ip_address" text NOT NULL,
	"outcome" text NOT NULL,
	"detail" jsonb
);
--> statement-breakpoint
CREATE INDEX "audit_events_time_idx" ON "audit_events" USING btree ("time" DESC NULLS FIRST,"seq" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_events_event_time_idx" ON "audit_events" USING btree ("event","time" DESC NULLS FIRST,"seq" DESC NULLS FIRST);--> statement-breakpoint
-- Append-only: the security log refuses changes and removal, whoever asks.
CREATE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit_events is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_events_no_update_delete" BEFORE UPDATE OR DELETE ON "audit_events" FOR EACH ROW EXECUTE FUNCTION "audit_events_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "audit_events" FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_append_only"();
