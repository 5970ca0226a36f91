import { and, eq, lt } from "drizzle-orm";
import type { IpRecord } from "~/contract/ip";
import type { AppContext } from "../../context";
import { isUniqueViolation } from "../../platform/db/pg-errors";
import { ipRecords } from "../../platform/db/schema";
import { utcDay } from "../../platform/clock";
import { HttpError } from "../../platform/errors";
import { newId } from "../../platform/ids";
import { lookupPlace, normaliseIp, validTimezone } from "../../platform/geoip";
import { listPaged, type PageArgs } from "../../platform/paging";

const DAY_MS = 24 * 60 * 60 * 1000;

type Row = Omit<typeof ipRecords.$inferSelect, "search">;
/** The editable fields of a record, as the admin form sends them. */
export interface IpFields {
  ipAddress: string;
  country: string;
  city: string;
  region: string;
  timezone: string;
}

export const toIpRecord = (r: Row): IpRecord => ({
  _id: r.id,
  ipAddress: r.ipAddress,
  country: r.country,
  city: r.city,
  region: r.region,
  timezone: r.timezone,
  createdAt: r.createdAt.toISOString(),
});

const duplicate = () => new HttpError(409, "This IP address already has a record for that day.");

/** Runs a write; an address recorded twice for one day becomes a 409. */
async function uniquePerDay<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate();
    throw err;
  }
}

/** Records a visit once per address and UTC day; the place comes from the address, else the browser's time zone. */
export async function trackVisit(ctx: AppContext, rawIp: string, browserTimezone?: string): Promise<void> {
  const ip = normaliseIp(rawIp);
  const place = await lookupPlace(ip);
  const now = ctx.clock();
  await ctx.db
    .insert(ipRecords)
    .values({
      id: newId(),
      ipAddress: ip,
      ...place,
      timezone: place.timezone || validTimezone(browserTimezone) || "",
      day: utcDay(now),
      createdAt: now,
    })
    .onConflictDoNothing({ target: [ipRecords.ipAddress, ipRecords.day] });
}

/** Today's visitor record of this address, if the site recorded the visit: a new lead links to it. */
export async function visitorIdOf(ctx: AppContext, rawIp: string): Promise<string | null> {
  const where = and(eq(ipRecords.ipAddress, normaliseIp(rawIp)), eq(ipRecords.day, utcDay(ctx.clock())));
  const [row] = await ctx.db.select({ id: ipRecords.id }).from(ipRecords).where(where).limit(1);
  return row?.id ?? null;
}

export const listVisitors = (ctx: AppContext, q: PageArgs) => listPaged(ctx.db, ipRecords, q, toIpRecord);

export async function findVisitor(ctx: AppContext, id: string): Promise<IpRecord | undefined> {
  const [row] = await ctx.db.select().from(ipRecords).where(eq(ipRecords.id, id)).limit(1);
  return row && toIpRecord(row);
}

export async function createVisitor(ctx: AppContext, fields: IpFields): Promise<IpRecord> {
  const now = ctx.clock();
  const values = {
    id: newId(),
    ...fields,
    ipAddress: normaliseIp(fields.ipAddress),
    day: utcDay(now),
    createdAt: now,
  };
  await uniquePerDay(() => ctx.db.insert(ipRecords).values(values));
  return toIpRecord(values);
}

export async function updateVisitor(
  ctx: AppContext,
  id: string,
  fields: IpFields,
): Promise<IpRecord | undefined> {
  const [row] = await uniquePerDay(() =>
    ctx.db
      .update(ipRecords)
      .set({ ...fields, ipAddress: normaliseIp(fields.ipAddress) })
      .where(eq(ipRecords.id, id))
      .returning(),
  );
  return row && toIpRecord(row);
}

/** True when the record existed. */
export async function deleteVisitor(ctx: AppContext, id: string): Promise<boolean> {
  const gone = await ctx.db.delete(ipRecords).where(eq(ipRecords.id, id)).returning({ id: ipRecords.id });
  return gone.length > 0;
}

/** Deletes visitor records older than the retention period; returns how many went. */
export async function purgeOldVisitors(ctx: AppContext): Promise<number> {
  const cutoff = new Date(ctx.clock().getTime() - ctx.config.visitorRetentionDays * DAY_MS);
  const gone = await ctx.db
    .delete(ipRecords)
    .where(lt(ipRecords.createdAt, cutoff))
    .returning({ id: ipRecords.id });
  return gone.length;
}

/** Purges at start and then hourly; returns the stop function. */
export function startVisitorPurge(ctx: AppContext): () => void {
  const run = () =>
    purgeOldVisitors(ctx).then(
      (n) => n && ctx.log.info({ purged: n }, "visitor records past retention removed"),
      (err: Error) => ctx.log.warn({ err: err.message }, "visitor purge failed"),
    );
  void run();
  const timer = setInterval(run, 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
