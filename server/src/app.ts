import compress from "@fastify/compress";
import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { DestinationStream } from "pino";
import type { Config } from "./config";
import type { AppContext } from "./context";
import { type Database, openDatabase } from "./platform/db/client";
import { type Clock, type Delay, realDelay, systemClock } from "./platform/clock";
import { createBackground } from "./platform/background";
import { registerErrorHandling } from "./platform/http/error-handling";
import { registerRequestMeta } from "./platform/http/request-meta";
import { serializeError } from "./platform/log-errors";
import { type Limiter, memoryLimiter, redisLimiter } from "./platform/rate-limit";
import { requireRedis7 } from "./platform/redis-check";
import { registerApi } from "./routes";
import { bootstrapAdmin } from "./modules/identity";
import { createAnalyticsIngest } from "./modules/analytics";
import { countDaysInCompanyZone, startAnalyticsUpkeep } from "./modules/analytics";
import { createAuditLog } from "./modules/audit";
import { auditLimitHits } from "./modules/audit";
import { scheduleAuditArchive } from "./modules/audit";
import { appJobs } from "./jobs";
import { DEFAULT_POLL_MS, type JobKind, jobKindTable, startJobWorker } from "./platform/jobs";
import { listTotals } from "./platform/list-totals";
import { tokenChecks } from "./modules/identity";
import { roleChecks } from "./modules/identity";
import { createOutbox, startOutboxPurge, type Outbox } from "./platform/outbox";
import { openSecrets, rootSecret, startKeyRefresh } from "./platform/crypto/secrets";
import { startVisitorPurge } from "./modules/visitors";
import { mediaFileRoutes } from "./modules/media";
import { companySettingsStore } from "./modules/settings";
import { createPublisher, type Schedule } from "./modules/publish";
import { apiPolicy } from "./site/csp";
import { permissionsPolicy } from "./site/permissions";
import { isApiPath, loadBuiltSite, registerSite } from "./site/site";
import { keepAdminCallsOnAdminOrigin, originSplit } from "./site/admin-origin";
import { loggedUrl } from "./platform/log";

export const BODY_LIMIT = 32 * 1024;

declare module "fastify" {
  interface FastifyInstance {
    /** The services behind the routes (used by maintenance jobs and tests). */
    appContext: AppContext;
  }
}

export interface BuildOptions {
  /** Time source (tests move it to check expiry). */
  clock?: Clock;
  /** How the sign-in slow-down waits (tests record instead of waiting). */
  delay?: Delay;
  /** Where log lines go (tests read them); stdout by default. */
  logStream?: DestinationStream;
  /** Outgoing messages (tests may hold them back); by default from the config. */
  outbox?: Outbox;
  /** Where the one-time generated admin password is printed. */
  print?: (line: string) => void;
  /** An open, migrated database to use (tests reuse emptied ones; opening PGlite takes seconds); closed with the app. */
  database?: Database;
  /** Milliseconds between polls for due jobs (ADR 0033); 0 starts no worker (tests run jobs themselves). */
  jobPollMs?: number;
  /** Job kinds run beside the app's own (tests of the runner). */
  jobs?: JobKind<never>[];
  /** How the wait between a settings save and its publish is timed (tests fire it by hand). */
  publishSchedule?: Schedule;
  /** Where the "require a second factor for everyone" setting is read from (off by default). */
}

/** Builds the whole server (API + built site) without listening. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      redact: { paths: ["req.headers.authorization", "req.headers.cookie"], remove: true },
      // Method, path, request id and client IP (for security investigations); never bodies, query strings or
      // the tokens of secret links.
      serializers: {
        req: (req: { id: string; method: string; url: string; ip?: string }) => ({
          id: req.id,
          method: req.method,
          url: loggedUrl(req.url),
          ip: req.ip,
        }),
        err: (err) => serializeError(err),
      },
    },
    // A hop count trusts that many proxies in front; never the whole X-Forwarded-For chain.
    trustProxy:
      typeof config.trustProxy === "number"
        ? (
            (hops: number) => (_addr: string, i: number) =>
              i < hops
          )(config.trustProxy)
        : config.trustProxy,
    bodyLimit: BODY_LIMIT,
    requestIdHeader: false,
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Before the database opens, so a Redis that is missing or too old stops the start with nothing to close.
  let limiter: Limiter;
  if (config.redisUrl) {
    const { Redis } = await import("ioredis");
    const redis = new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
    try {
      await requireRedis7(redis, config.redisUrl);
    } catch (err) {
      redis.disconnect();
      throw err;
    }
    limiter = redisLimiter(redis);
  } else {
    limiter = memoryLimiter();
  }
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
    }));
  if (database.kind === "pglite" && config.env === "production") {
    // See ADR 0006: PGlite runs with fsync off, so commits sit in the OS cache.
    app.log.warn(
      "the embedded database does not flush commits to disk: an OS crash or power loss can lose or corrupt data; set DATABASE_URL to a PostgreSQL database in production",
    );
  }
  if (config.env === "production" && /^http:/i.test(config.adminBaseUrl))
    app.log.warn(
      `ADMIN_BASE_URL is not set: links in mails start with ${config.adminBaseUrl}; set it to the site's https origin`,
    );
  const warn = (message: string) => app.log.warn(message);
  const secrets = await openSecrets({ db: database.db, root: rootSecret(config), clock, warn });
  // The first-run defaults until `start` below reads the saved settings.
  const company = companySettingsStore(config);
  const background = createBackground(app.log);
  // The site as served: the build's pages, or the newest published ones, swapped whole after each publish.
  let site: ReturnType<typeof loadBuiltSite>;
  const publisher = createPublisher({
    config,
    log: app.log,
    clock,
    background,
    company,
    ...(options.publishSchedule ? { schedule: options.publishSchedule } : {}),
    onPublished: (dir) => {
      site = loadBuiltSite(config, dir);
    },
  });
  site = loadBuiltSite(config, publisher.initialDir);
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    clock,
    delay: options.delay ?? realDelay,
    limiter,
    // Each mail's sender is named by the company's name at the moment it is sent.
    outbox: options.outbox ?? createOutbox(config, clock, app.log, () => company.current().name),
    background,
    audit: createAuditLog(database.db, clock, app.log),
    jobKinds: jobKindTable([...appJobs, ...(options.jobs ?? [])]),
    secrets,
    analytics: createAnalyticsIngest(database.db, clock, app.log, () => company.current().timeZone),
    listTotals: listTotals(clock, config.listTotalCacheSeconds * 1000),
    tokenChecks: tokenChecks(config.tokenCheckCacheSeconds * 1000),
    roleChecks: roleChecks(config.tokenCheckCacheSeconds * 1000),
    company,
    publisher,
    log: app.log,
  };

  app.decorate("appContext", ctx);
  // Migrated by now: the saved settings, read again every 30 s (ADR 0070).
  await company.start(ctx);

  const bootstrap = await bootstrapAdmin(ctx.db, {
    email: config.adminEmail,
    password: config.adminPassword,
    production: config.env === "production",
    now: clock(),
    print: options.print ?? ((line) => process.stdout.write(`${line}\n`)),
  });
  if (bootstrap === "skipped")
    app.log.warn("no admin exists; set ADMIN_EMAIL and ADMIN_PASSWORD or run npm run admin -- create");
  // The security log's daily archival chains itself from run to run; this starts the chain (idempotent).
  await scheduleAuditArchive(ctx);
  const stopPurge = startVisitorPurge(ctx);
  // Before the upkeep rolls up days: they are the company's days once this has run.
  await countDaysInCompanyZone(ctx);
  // A new zone on the Settings screen (saved here or seen by a refresh): the stored days are counted again.
  company.onChange((before, after) => {
    if (before.timeZone !== after.timeZone)
      ctx.background.later(Promise.resolve(), "analytics days in the new zone", () =>
        countDaysInCompanyZone(ctx),
      );
  });
  // Saved here or by another instance: the public pages are rendered again with the new settings.
  company.onChange(() => publisher.request());
  publisher.start();
  const stopAnalyticsUpkeep = startAnalyticsUpkeep(ctx);
  const stopOutboxPurge = await startOutboxPurge(ctx.outbox, app.log);
  const jobPollMs = options.jobPollMs ?? DEFAULT_POLL_MS;
  const stopJobs = jobPollMs > 0 ? startJobWorker(ctx, jobPollMs) : async () => {};
  const stopKeyRefresh = startKeyRefresh(secrets, warn);

  // Requests still running when the server closes finish before the database goes away.
  let inFlight = 0;
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
    inFlight++;
    let done = false;
    const finish = () => {
      if (!done) inFlight--;
      done = true;
    };
    reply.raw.once("finish", finish);
    reply.raw.once("close", finish);
  });
  app.addHook("onSend", async (request, reply, payload) => {
    if (!reply.hasHeader("content-security-policy")) reply.header("content-security-policy", apiPolicy);
    reply.header("permissions-policy", permissionsPolicy);
    // API answers hold personal data: no browser or proxy keeps them, errors included.
    if (isApiPath(request.url)) reply.header("cache-control", "no-store");
    return payload;
  });
  app.addHook("onClose", async () => {
    stopPurge();
    stopOutboxPurge();
    stopAnalyticsUpkeep();
    stopKeyRefresh();
    company.stop();
    publisher.stop();
    // A job in progress finishes (or fails and is retried later) before the database closes.
    await stopJobs();
    for (let waited = 0; inFlight > 0 && waited < 10_000; waited += 20)
      await new Promise((r) => setTimeout(r, 20));
    // Mail started by answered requests is sent before the database closes (bounded like above).
    let stopWaiting: NodeJS.Timeout | undefined;
    await Promise.race([ctx.background.idle(), new Promise((r) => (stopWaiting = setTimeout(r, 10_000)))]);
    clearTimeout(stopWaiting);
    // Beacons already answered are written before the database closes.
    await ctx.analytics.flush();
    await Promise.allSettled([database.close(), limiter.close(), ctx.outbox.close()]);
  });

  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    hsts: config.env === "production" ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  await app.register(compress, { threshold: 1024 });
  if (config.corsOrigins.length) {
    // A site on another origin reads Retry-After to tell visitors when to try again, and sends the
    // refresh cookie (credentials) to these origins' calls only (ADR 0037).
    await app.register(cors, {
      origin: config.corsOrigins,
      credentials: true,
      methods: ["GET", "POST", "PUT", "DELETE"],
      exposedHeaders: ["retry-after"],
      maxAge: 600,
    });
  }
  // The API description helps development; production does not publish it.
  if (config.env !== "production") await registerApiDocs(app);

  registerErrorHandling(app);
  registerRequestMeta(app);
  auditLimitHits(app, ctx);
  const split = originSplit(config);
  if (split) keepAdminCallsOnAdminOrigin(app, split);
  await app.register(async (api) => registerApi(api, ctx), { prefix: "/api" });
  mediaFileRoutes(app, ctx);
  registerSite(app, () => site, split);
  return app;
}

async function registerApiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Company site API",
        version: "1.0.0",
        description: "The REST contract of the marketing site.",
      },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    staticCSP: true,
    // Swagger UI sets inline styles at run time; this relaxation is confined to the docs page.
    transformStaticCSP: (header) => header.replace(/style-src ([^;]*)/, "style-src $1 'unsafe-inline'"),
  });
}
