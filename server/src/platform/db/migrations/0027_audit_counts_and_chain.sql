-- The security log counts repeated events in one row, chains each row to the one before by hash, and keeps
-- the anchor of what was archived (ADR 0065). Existing rows are kept and chained in their insertion order.
DROP TRIGGER "audit_events_no_update_delete" ON "audit_events";--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "count_key" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "window_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "prev_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_events_seq_idx" ON "audit_events" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "audit_events_count_key_idx" ON "audit_events" USING btree ("count_key","window_ends_at") WHERE "audit_events"."count_key" is not null;--> statement-breakpoint
CREATE TABLE "audit_chain" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"head_seq" bigint DEFAULT 0 NOT NULL,
	"head_hash" text DEFAULT '' NOT NULL,
	"anchor_seq" bigint DEFAULT 0 NOT NULL,
	"anchor_hash" text DEFAULT '' NOT NULL,
	CONSTRAINT "audit_chain_one_row" CHECK ("audit_chain"."id" = 1)
);
--> statement-breakpoint
-- sha256 over the hash before and the row's fixed fields, one per line; `count` stays out (it grows).
-- modules/audit/chain.ts computes the same in the app to verify.
CREATE FUNCTION "audit_event_hash"(prev text, e "audit_events") RETURNS text LANGUAGE sql STABLE AS $$
	SELECT encode(sha256(convert_to(concat_ws(E'\n',
		coalesce(prev, ''), e.seq::text, e.id,
		to_char(e.time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
		e.event, coalesce(e.admin_id, ''), e.ip_address, e.outcome, coalesce(e.detail::text, ''),
		coalesce(e.count_key, ''),
		coalesce(to_char(e.window_ends_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), '')
	), 'UTF8')), 'hex')
$$;--> statement-breakpoint
DO $$
DECLARE
	r "audit_events";
	prev text := '';
BEGIN
	FOR r IN SELECT * FROM "audit_events" ORDER BY "seq" LOOP
		UPDATE "audit_events" SET "prev_hash" = prev, "hash" = "audit_event_hash"(prev, r)
			WHERE "id" = r."id" RETURNING "hash" INTO prev;
	END LOOP;
	INSERT INTO "audit_chain" ("id", "head_seq", "head_hash")
		VALUES (1, coalesce((SELECT max("seq") FROM "audit_events"), 0), prev);
END $$;--> statement-breakpoint
-- Locks the chain's one row (making it when missing): appends take turns, across instances too.
CREATE FUNCTION "audit_chain_lock"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	PERFORM 1 FROM "audit_chain" WHERE "id" = 1 FOR UPDATE;
	IF NOT FOUND THEN
		INSERT INTO "audit_chain" ("id") VALUES (1) ON CONFLICT ("id") DO NOTHING;
		PERFORM 1 FROM "audit_chain" WHERE "id" = 1 FOR UPDATE;
	END IF;
END;
$$;--> statement-breakpoint
-- Before any row of an insert takes its seq, so seq order is chain order.
CREATE FUNCTION "audit_events_lock_chain"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "audit_chain_lock"();
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "audit_events_chain"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	head "audit_chain";
BEGIN
	SELECT * INTO head FROM "audit_chain" WHERE "id" = 1 FOR UPDATE;
	NEW."prev_hash" := coalesce(head."head_hash", '');
	NEW."hash" := "audit_event_hash"(NEW."prev_hash", NEW);
	UPDATE "audit_chain" SET "head_seq" = NEW."seq", "head_hash" = NEW."hash" WHERE "id" = 1;
	RETURN NEW;
END;
$$;--> statement-breakpoint
-- Still append-only: a counted row's count may only grow, and only rows the anchor covers may go.
CREATE FUNCTION "audit_events_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND NEW."count" > OLD."count" AND to_jsonb(NEW) - 'count' = to_jsonb(OLD) - 'count' THEN
		RETURN NEW;
	END IF;
	IF TG_OP = 'DELETE' AND OLD."seq" <= (SELECT "anchor_seq" FROM "audit_chain" WHERE "id" = 1) THEN
		RETURN OLD;
	END IF;
	RAISE EXCEPTION 'audit_events is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
-- The head and the anchor only move forward, and the row stays.
CREATE FUNCTION "audit_chain_forward_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND NEW."id" = OLD."id" AND NEW."head_seq" >= OLD."head_seq"
		AND NEW."anchor_seq" >= OLD."anchor_seq" AND NEW."anchor_seq" <= NEW."head_seq" THEN
		RETURN NEW;
	END IF;
	RAISE EXCEPTION 'audit_chain only moves forward' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_events_chain_lock" BEFORE INSERT ON "audit_events" FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_lock_chain"();--> statement-breakpoint
CREATE TRIGGER "audit_events_chain" BEFORE INSERT ON "audit_events" FOR EACH ROW EXECUTE FUNCTION "audit_events_chain"();--> statement-breakpoint
CREATE TRIGGER "audit_events_no_update_delete" BEFORE UPDATE OR DELETE ON "audit_events" FOR EACH ROW EXECUTE FUNCTION "audit_events_guard"();--> statement-breakpoint
CREATE TRIGGER "audit_chain_forward_only" BEFORE UPDATE OR DELETE ON "audit_chain" FOR EACH ROW EXECUTE FUNCTION "audit_chain_forward_only"();--> statement-breakpoint
CREATE TRIGGER "audit_chain_no_truncate" BEFORE TRUNCATE ON "audit_chain" FOR EACH STATEMENT EXECUTE FUNCTION "audit_chain_forward_only"();
