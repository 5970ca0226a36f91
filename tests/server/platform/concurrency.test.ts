import { describe, expect, it } from "vitest";
import { allContacts, usingPostgres, validContact } from "../helpers";
import { noLimits, sendDemoCode, sharedTestApp } from "../shared-app";

// Meaningful on PostgreSQL (a pool of connections racing); on embedded PGlite the same calls run one at a time.
const t = sharedTestApp({ ...noLimits, LOG_LEVEL: "warn" });

describe(`concurrency (${usingPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  it("20 parallel verifies of one code succeed exactly once", async () => {
    const { id, code } = await sendDemoCode(t, "race@example.org");
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({ method: "POST", url: "/api/Book/VerifySchedule", payload: { id, code } }),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(results.every((r) => r.statusCode < 500)).toBe(true);
    const companyMails = t
      .outbox()
      .filter((m) => m.to === "hello@example.com" && m.text.includes("race@example.org"));
    expect(companyMails).toHaveLength(1);
  });

  it("20 parallel wrong guesses cannot exceed the 5 attempts", async () => {
    const { id, code } = await sendDemoCode(t, "guess@example.org");
    const guesses = Array.from({ length: 20 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0"),
    );
    const results = await Promise.all(
      guesses.map((g) =>
        t.app.inject({ method: "POST", url: "/api/Book/VerifySchedule", payload: { id, code: g } }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(15);
    const right = await t.app.inject({
      method: "POST",
      url: "/api/Book/VerifySchedule",
      payload: { id, code },
    });
    expect(right.statusCode).toBe(429);
  });

  it("500 concurrent contact submissions are all stored exactly once", async () => {
    const messages = Array.from({ length: 500 }, (_, i) => `concurrent message #${i}`);
    const results = await Promise.all(
      messages.map((message) =>
        t.app.inject({
          method: "POST",
          url: "/api/v1/Contact/ContactUsMailSend",
          payload: { ...validContact, message },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    const all = await allContacts(t);
    const stored = all.filter((c) => c.message.startsWith("concurrent message #"));
    expect(stored).toHaveLength(500);
    expect(new Set(stored.map((c) => c.message)).size).toBe(500);
    expect(new Set(stored.map((c) => c._id)).size).toBe(500);
  }, 120_000);
});
