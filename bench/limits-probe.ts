// The junk-login probe, over HTTP against a running server (issue 23, item 1; ADR 0040). It sets up real
// limits (an email's slow-down, a day's reset-code cap, the day's SMS budget), sends 150,000 sign-ins with
// junk emails from one address, then checks that the address limit and those three limits still hold.
//
// Start the server with the settings the probe relies on, e.g. from a fresh clone:
//   DATA_DIR=/tmp/probe-data TRUST_PROXY=1 RATE_LIMIT_SMS_PER_DAY=3 \
//     ADMIN_EMAIL=owner@example.com ADMIN_PASSWORD=Probe-owner-password-1 PORT=3000 npm start
// then:
//   PROBE_URL=http://127.0.0.1:3000 PROBE_EMAIL=owner@example.com PROBE_OUTBOX=/tmp/probe-data/outbox \
//     npx tsx bench/limits-probe.ts
// TRUST_PROXY=1 lets the probe speak for several addresses through X-Forwarded-For. PROBE_OUTBOX (the
// server's DATA_DIR/outbox, used when no SMTP_URL is set) lets it read the reset code; without it the
// reset-cap check is skipped. Env: PROBE_JUNK (default 150000), PROBE_CONCURRENCY (default 32).
// Exits 1 when a limit did not hold. Run it against a fresh DATA_DIR: the counters are per day.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const base = (process.env.PROBE_URL ?? "http://127.0.0.1:3000").replace(/\/+$/, "");
const target = (process.env.PROBE_EMAIL ?? "owner@example.com").toLowerCase();
const outbox = process.env.PROBE_OUTBOX;
const junk = Number(process.env.PROBE_JUNK ?? 150_000);
const concurrency = Number(process.env.PROBE_CONCURRENCY ?? 32);
const attacker = "203.0.113.66";
const LOGIN_IP_LIMIT = Number(process.env.RATE_LIMIT_LOGIN_IP ?? 20);

interface Answer {
  status: number;
  ms: number;
  body: Record<string, unknown>;
}

async function post(path: string, body: object, from: string): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${base}/api${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": from },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // not JSON: the status says enough
  }
  return { status: res.status, ms: performance.now() - started, body: parsed };
}

const login = (email: string, from: string) =>
  post("/Auth/Login", { email, password: "Wrong-password-123" }, from);

const results: { check: string; held: boolean; detail: string }[] = [];
function report(check: string, held: boolean, detail: string) {
  results.push({ check, held, detail });
  process.stdout.write(`${held ? "holds " : "BROKEN"}  ${check}: ${detail}\n`);
}

/** The six-digit code in the newest outbox mail to `to`, after `since` (ms). */
async function codeFor(to: string, since: number): Promise<string | undefined> {
  if (!outbox) return undefined;
  for (let tries = 0; tries < 50; tries++) {
    if (existsSync(outbox)) {
      const mails = readdirSync(outbox)
        .filter((n) => n.endsWith(".json"))
        .sort()
        .map((n) => JSON.parse(readFileSync(join(outbox, n), "utf8")) as Record<string, string>)
        .filter((m) => m.to === to && Date.parse(m.createdAt ?? "") >= since);
      const code = mails.at(-1)?.text?.match(/\b(\d{6})\b/)?.[1];
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return undefined;
}

async function main() {
  const health = await fetch(`${base}/api/health`).catch(() => undefined);
  if (!health?.ok) throw new Error(`no server answers at ${base}/api/health`);

  // 1. The email's slow-down: six failures from six addresses; the sixth waits 250 ms.
  let sixth: Answer | undefined;
  for (let i = 1; i <= 6; i++) sixth = await login(target, `198.51.100.${i}`);
  process.stdout.write(`set-up: sixth failure on ${target} took ${sixth!.ms.toFixed(0)} ms (waits 250)\n`);

  // 2. The day's reset cap: ten wrong checks (no code yet), then a fresh right code is refused.
  let code: string | undefined;
  if (outbox) {
    for (let i = 0; i < 10; i++)
      await post("/Auth/VerifyOtp", { email: target, otp: "000000" }, "198.51.100.21");
    const since = Date.now() - 1000;
    await post("/Auth/GenerateOtp", { email: target }, "198.51.100.22");
    code = await codeFor(target, since);
    if (!code) process.stdout.write(`set-up: no reset code for ${target} in ${outbox}; is it an admin's?\n`);
    else {
      const capped = await post("/Auth/VerifyOtp", { email: target, otp: code }, "198.51.100.21");
      process.stdout.write(`set-up: the right reset code after 10 wrong ones answers ${capped.status}\n`);
    }
  } else process.stdout.write("set-up: PROBE_OUTBOX unset, the reset cap is not checked\n");

  // 3. The day's SMS budget, spent by callers who differ in everything.
  let spentAfter = 0;
  for (let i = 0; i < 2000; i++) {
    const sent = await post(
      "/v1/Contact/SendOtp",
      {
        fullName: "Probe Visitor",
        mobile: `9${String(100_000_000 + i).slice(-9)}`,
        email: `sms-probe-${i}@example.net`,
        comment: "Limits probe.",
      },
      `192.0.2.${(i % 250) + 1}`,
    );
    if (sent.status === 429) break;
    spentAfter++;
  }
  process.stdout.write(`set-up: the SMS budget refused after ${spentAfter} sends\n`);

  // 4. The flood: junk emails from one address.
  const counts = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < junk) {
        const i = next++;
        const { status } = await login(
          `junk-${i}-${Math.random().toString(36).slice(2, 8)}@example.net`,
          attacker,
        );
        counts.set(status, (counts.get(status) ?? 0) + 1);
        if (i % 10_000 === 0 && i) process.stdout.write(`  ${i} junk sign-ins sent\n`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(
    `flood: ${junk} junk sign-ins in ${seconds.toFixed(0)} s: ${[...counts].map(([s, n]) => `${n}×${s}`).join(", ")}\n`,
  );

  // 5. What must still hold.
  const checked = (counts.get(401) ?? 0) + (counts.get(200) ?? 0);
  report("address limit", checked <= LOGIN_IP_LIMIT, `${checked} of ${junk} junk sign-ins were checked`);
  const again = await login(target, attacker);
  report("address limit", again.status === 429, `the attacker's address now answers ${again.status}`);
  const seventh = await login(target, "198.51.100.6");
  report(
    "email slow-down",
    seventh.ms >= 500,
    `the seventh failure on ${target} took ${seventh.ms.toFixed(0)} ms (waits 500)`,
  );
  if (code) {
    // A fresh code (the first may have expired during the flood): only the day's cap can refuse it.
    const since = Date.now() - 1000;
    await post("/Auth/GenerateOtp", { email: target }, "198.51.100.22");
    const fresh = (await codeFor(target, since)) ?? code;
    const late = await post("/Auth/VerifyOtp", { email: target, otp: fresh }, "198.51.100.23");
    report(
      "reset cap",
      late.status === 400,
      `a ${fresh === code ? "" : "fresh "}right reset code still answers ${late.status}`,
    );
  }
  const sms = await post(
    "/v1/Contact/SendOtp",
    {
      fullName: "Probe Visitor",
      mobile: "9876500001",
      email: "sms-after@example.net",
      comment: "Limits probe.",
    },
    "192.0.2.251",
  );
  report("SMS budget", sms.status === 429, `one more SMS code answers ${sms.status}`);

  if (results.some((r) => !r.held)) process.exit(1);
  process.stdout.write("Every limit held.\n");
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
