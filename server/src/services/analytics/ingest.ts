import type { FastifyBaseLogger } from "fastify";
import { isbot } from "isbot";
import type { CollectEvent } from "~/contract/collect";
import type { Db } from "../../db/client";
import { analyticsEvents } from "../../db/schema";
import type { Clock } from "../../lib/clock";
import { utcDay } from "../../lib/clock";
import { lookupPlace, normaliseIp } from "../geoip";
import { clientInfo } from "./client-info";
import { dailySalts, visitorId } from "./visitor-id";

type EventRow = typeof analyticsEvents.$inferInsert;

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
 */
export function createAnalyticsIngest(db: Db, clock: Clock, log: FastifyBaseLogger) {
  const salts = dailySalts(db);
  let pending: EventRow[] = [];
  let writing: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const write = async (rows: EventRow[]) => {
    for (let i = 0; i < rows.length; i += BATCH) {
      await db.insert(analyticsEvents).values(rows.slice(i, i + BATCH));
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
      if (!sender.userAgent || isbot(sender.userAgent)) return false;
      const now = clock();
      const day = utcDay(now);
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
      } else {
        const { lcp, inp, cls, ttfb } = event;
        pending.push({ ...common, kind: "vitals", lcp, inp, cls, ttfb });
      }
      if (pending.length >= BATCH) void flush();
      else timer ??= setTimeout(() => void flush(), FLUSH_EVERY_MS).unref();
      return true;
    },
    flush,
  };
}
export type AnalyticsIngest = ReturnType<typeof createAnalyticsIngest>;
