import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../../server/src/config";
import { type Limiter, memoryLimiter, redisLimiter } from "../../../server/src/platform/rate-limit";

describe("configuration", () => {
  it("has working defaults", () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      env: "development",
      port: 3000,
      host: "127.0.0.1",
      trustProxy: false,
      visitorRetentionDays: 90,
      outboxRetentionDays: 7,
      corsOrigins: [],
    });
    expect(c.dataDir).toMatch(/\/data$/);
  });

  it.each([
    [{ TRUST_PROXY: "2" }, 2],
    [{ TRUST_PROXY: "10.0.0.0/8, 192.168.1.1" }, ["10.0.0.0/8", "192.168.1.1"]],
    [{ TRUST_PROXY: "false" }, false],
  ])("reads TRUST_PROXY %j", (env, expected) => {
    expect(loadConfig(env).trustProxy).toEqual(expected);
  });

  it.each([
    [{ TRUST_PROXY: "true" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "not-an-ip" }, "TRUST_PROXY"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ ADMIN_PASSWORD: "short" }, "ADMIN_PASSWORD"],
    [{ CORS_ORIGINS: "not a url" }, "CORS_ORIGINS"],
    [{ NODE_ENV: "production" }, "JWT_SECRET"],
    [{ JWT_SECRET: "too-short" }, "JWT_SECRET"],
    [
      { NODE_ENV: "production", JWT_SECRET: "x".repeat(40), SMS_WEBHOOK_URL: "http://sms.example/send" },
      "SMS_WEBHOOK_URL: must be an https URL in production",
    ],
    [{ NODE_ENV: "production", JWT_SECRET: "x".repeat(40) }, "OUTBOX_IN_PRODUCTION=1"],
    [
      { NODE_ENV: "production", JWT_SECRET: "x".repeat(40), OUTBOX_IN_PRODUCTION: "0" },
      "SMTP_URL, SMS_WEBHOOK_URL: set at least one",
    ],
    [{ OUTBOX_RETENTION_DAYS: "0" }, "OUTBOX_RETENTION_DAYS"],
    [{ OUTBOX_IN_PRODUCTION: "yes please" }, "OUTBOX_IN_PRODUCTION"],
  ])("refuses %j naming the setting", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it("accepts an http SMS webhook outside production and an https one in production", () => {
    expect(loadConfig({ SMS_WEBHOOK_URL: "http://127.0.0.1:9/sms" }).smsWebhookUrl).toBe(
      "http://127.0.0.1:9/sms",
    );
    const prod = {
      NODE_ENV: "production",
      JWT_SECRET: "x".repeat(40),
      ADMIN_BASE_URL: "https://www.example.com",
      SMS_WEBHOOK_URL: "https://sms.example/send",
    };
    expect(loadConfig(prod).smsWebhookUrl).toBe("https://sms.example/send");
  });

  it.each([
    [{ SMTP_URL: "smtp://mail.example:587?requireTLS=true" }],
    [{ SMS_WEBHOOK_URL: "https://sms.example/send" }],
    [{ OUTBOX_IN_PRODUCTION: "1" }],
  ])("starts in production with %j (mail and SMS not all left in files, or the outbox accepted)", (env) => {
    const prod = {
      NODE_ENV: "production",
      JWT_SECRET: "x".repeat(40),
      ADMIN_BASE_URL: "https://www.example.com",
    };
    expect(loadConfig({ ...prod, ...env }).env).toBe("production");
  });
});

async function exercise(limiter: Limiter, key: string) {
  const hits = [];
  for (let i = 0; i < 3; i++) hits.push((await limiter.hit(key, 60_000)).count);
  expect(hits).toEqual([1, 2, 3]);
  const peek = await limiter.peek(key);
  expect(peek.count).toBe(3);
  expect(peek.resetInMs).toBeGreaterThan(0);
  expect(peek.resetInMs).toBeLessThanOrEqual(60_000);
  await limiter.release(key);
  expect((await limiter.peek(key)).count).toBe(2);
  await limiter.reset(key);
  expect((await limiter.peek(key)).count).toBe(0);
  // Releasing what is not there neither goes below zero nor creates a counter.
  await limiter.release(key);
  expect((await limiter.peek(key)).count).toBe(0);
  expect((await limiter.hit(key, 60_000)).count).toBe(1);
}

describe("rate-limit counters", () => {
  it("count in a window in memory, and the window ends", async () => {
    let now = 0;
    const limiter = memoryLimiter(() => now);
    await exercise(limiter, "k");
    await limiter.hit("w", 1000);
    now = 1001;
    expect((await limiter.hit("w", 1000)).count).toBe(1);
    await limiter.close();
  });

  const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    retryStrategy: () => null,
  });
  let redisUp = false;
  afterAll(() => redis.disconnect());

  it("count the same way in Redis (shared between instances) when it is reachable", async (ctx) => {
    try {
      await redis.connect();
      redisUp = (await redis.ping()) === "PONG";
    } catch {
      redisUp = false;
    }
    if (!redisUp) ctx.skip();
    const limiter = redisLimiter(redis, `test:${randomBytes(4).toString("hex")}:`);
    await exercise(limiter, "k");
  });
});
