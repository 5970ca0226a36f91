CREATE TABLE "analytics_day_counts" (
	"day" text NOT NULL,
	"kind" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "analytics_day_counts_day_kind_pk" PRIMARY KEY("day","kind")
);
--> statement-breakpoint
CREATE FUNCTION "analytics_day_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "analytics_day_counts" ("day", "kind", "n")
		SELECT "day", "kind", count(*) FROM "new_rows" GROUP BY "day", "kind"
		ON CONFLICT ("day", "kind") DO UPDATE SET "n" = "analytics_day_counts"."n" + excluded."n";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "analytics_day_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "analytics_day_counts" AS c SET "n" = c."n" - o."n"
		FROM (SELECT "day", "kind", count(*) AS "n" FROM "old_rows" GROUP BY "day", "kind") AS o
		WHERE c."day" = o."day" AND c."kind" = o."kind";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "analytics_events_counted" AFTER INSERT ON "analytics_events"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_day_counts_add"();
--> statement-breakpoint
CREATE TRIGGER "analytics_events_uncounted" AFTER DELETE ON "analytics_events"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_day_counts_remove"();
--> statement-breakpoint
INSERT INTO "analytics_day_counts" ("day", "kind", "n")
	SELECT "day", "kind", count(*) FROM "analytics_events" GROUP BY "day", "kind";
