import { sql } from "drizzle-orm";
import type { Log } from "../../platform/log";
import type { CollectEvent } from "~/contract/collect";
import type { Db } from "../../platform/db/client";
import { analyticsEvents } from "../../platform/db/schema";
import type { Clock } from "../../platform/clock";
import { dayIn } from "../../platform/zoned-day";
import { lookupPlace, normaliseIp } from "../../platform/geoip";
import { clientInfo, isBotAgent } from "./client-info";
import { dailySalts, visitorId } from "./visitor-id";

type EventRow = typeof analyticsEvents.$inferInsert;

/** The columns a batch writes, each sent as one array parameter, with the array's SQL type. */
const columns = [
  ["time", "timestamptz"],
  ["day", "text"],
  ["visitor", "text"],
  ["kind", "text"],
  ["path", "text"],
  ["name", "text"],
  ["props", "jsonb"],
  ["referrer", "text"],
  ["country", "text"],
  ["device", "text"],
  ["browser", "text"],
  ["os", "text"],
  ["utmSource", "text"],
  ["utmMedium", "text"],
  ["utmCampaign", "text"],
  ["lcp", "float8"],
  ["inp", "float8"],
  ["cls", "float8"],
  ["ttfb", "float8"],
] as const satisfies readonly (readonly [keyof EventRow, string])[];

/**
 * One insert of many rows as one array per column (`unnest`): 19 parameters whatever the batch size.
 * Drizzle's multi-row insert builds a parameter per value, which for 500 rows held the event loop for
 * tens of milliseconds and showed in every beacon answered meanwhile.
 */
const insertRows = (rows: EventRow[]) => {
  const names = columns.map(([key]) => sql.identifier(analyticsEvents[key].name));
  const arrays = columns.map(([key, type]) => {
    // Page views and vitals have no name or properties: the columns' defaults, which unnest does not apply.
    const values = rows.map((r) =>
      key === "time"
        ? r.time.toISOString()
        : key === "props"
          ? JSON.stringify(r.props ?? {})
          : key === "name"
            ? (r.name ?? "")
            : (r[key] ?? null),
    );
    return sql`${sql.param(values)}::${sql.raw(type)}[]`;
  });
  return sql`insert into ${analyticsEvents} (${sql.join(names, sql`, `)})
    select * from unnest(${sql.join(arrays, sql`, `)})`;
};

/** Who sent a beacon, as the request tells it; only derived values are stored. */
export interface Sender {
  ip: string;
  userAgent: string;
  /** The host the site was reached on (part of the visitor hash, so two sites never share ids). */
  site: string;
}

/** Rows written per statement; a bigger backlog is written in several. */
const BATCH = 500;
const FLUSH_EVERY_MS = 1000;

/**
 * Analytics events wait here and are written in batches, so a beacon is answered without waiting for
 * the database. `flush` writes what is waiting (every second, when a batch fills, and at shutdown).
 * Each event is dated by the company's day (`zone()`, the zone as the settings have it now), and its
 * visitor id is that day's.
 */
export function createAnalyticsIngest(db: Db, clock: Clock, log: Log, zone: () => string) {
  const salts = dailySalts(db);
  let pending: EventRow[] = [];
  let writing: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const write = async (rows: EventRow[]) => {
    for (let i = 0; i < rows.length; i += BATCH) {
      await db.execute(insertRows(rows.slice(i, i + BATCH)));
    }
  };
  const flush = (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    const rows = pending;
    pending = [];
    writing = writing.then(() =>
      rows.length
        ? write(rows).catch((err: Error) =>
            log.error({ err: err.message, events: rows.length }, "analytics events not written"),
          )
        : undefined,
    );
    return writing;
  };

  return {
    salts,
    /** False (and nothing kept) for bots; otherwise the event is queued. */
    async record(event: CollectEvent, sender: Sender): Promise<boolean> {
      if (isBotAgent(sender.userAgent)) return false;
      const now = clock();
      const day = dayIn(now, zone());
      const ip = normaliseIp(sender.ip);
      const [salt, place] = await Promise.all([salts.forDay(day), lookupPlace(ip)]);
      const common = {
        time: now,
        day,
        visitor: visitorId(salt, sender.site, ip, sender.userAgent),
        path: event.path,
        country: place.country,
        ...clientInfo(sender.userAgent, event.screen),
      };
      const none = { referrer: "", utmSource: "", utmMedium: "", utmCampaign: "" };
      if (event.kind === "pageview") {
        const referrer = (event.referrer ?? "").toLowerCase();
        pending.push({
          ...common,
          kind: "pageview",
          referrer: referrer === sender.site.toLowerCase() ? "" : referrer,
          utmSource: event.utm?.source ?? "",
          utmMedium: event.utm?.medium ?? "",
          utmCampaign: event.utm?.campaign ?? "",
        });
      } else if (event.kind === "event") {
        // Properties as the collect schema let them through: fixed keys, values from lists or patterns.
        const props: Record<string, string> = { ...event.props };
        pending.push({ ...common, ...none, kind: "event", name: event.name, props });
      } else {
        const { lcp, inp, cls, ttfb } = event;
        pending.push({ ...common, ...none, kind: "vitals", lcp, inp, cls, ttfb });
      }
      if (pending.length >= BATCH) void flush();
      else timer ??= setTimeout(() => void flush(), FLUSH_EVERY_MS).unref();
      return true;
    },
    flush,
  };
}
export type AnalyticsIngest = ReturnType<typeof createAnalyticsIngest>;
