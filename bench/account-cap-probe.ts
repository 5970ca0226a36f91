// The per-account guess cap, over HTTP against a running server (issue 23, item 6; ADR 0039): rounds of
// 200 parallel wrong passwords for one account, each from its own address, then the right password.
// One check runs at a time per account, and at most 100 wrong passwords are checked in the hour; the
// member is never locked out (past the cap, the one-time link mailed to them lets them in).
//
// Start the server as for bench/limits-probe.ts (TRUST_PROXY=1, a fresh DATA_DIR, ADMIN_EMAIL and
// ADMIN_PASSWORD), then:
//   PROBE_URL=http://127.0.0.1:3000 PROBE_EMAIL=owner@example.com PROBE_PASSWORD=… \
//     PROBE_OUTBOX=/tmp/probe-data/outbox npx tsx bench/account-cap-probe.ts
// Env: PROBE_ROUNDS (default 5). Exits 1 when the cap did not hold or the member was locked out.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const base = (process.env.PROBE_URL ?? "http://127.0.0.1:3000").replace(/\/+$/, "");
const email = (process.env.PROBE_EMAIL ?? "owner@example.com").toLowerCase();
const password = process.env.PROBE_PASSWORD ?? "";
const outbox = process.env.PROBE_OUTBOX;
const rounds = Number(process.env.PROBE_ROUNDS ?? 5);
const CAP = 100;

async function login(from: string, body: Record<string, string>) {
  const res = await fetch(`${base}/api/Auth/Login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": from },
    body: JSON.stringify({ email, ...body }),
  });
  const answer = (await res.json().catch(() => ({}))) as { message?: string; token?: string };
  return { status: res.status, message: answer.message ?? "", token: answer.token };
}

/** The sign-in link's token in the newest mail to the member (DATA_DIR/outbox). */
function linkToken(): string | undefined {
  if (!outbox || !existsSync(outbox)) return undefined;
  const mails = readdirSync(outbox)
    .filter((n) => n.endsWith(".json"))
    .sort()
    .map((n) => JSON.parse(readFileSync(join(outbox, n), "utf8")) as Record<string, string>)
    .filter((m) => m.to === email && /#signin=/.test(m.text ?? ""));
  return mails.at(-1)?.text?.match(/#signin=([^\s]+)/)?.[1];
}

async function main() {
  if (!password) throw new Error("Set PROBE_PASSWORD to the member's password.");
  const tally = { checked: 0, capped: 0, busy: 0, other: 0 };
  for (let round = 0; round < rounds; round++) {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        login(`198.51.${100 + round}.${i + 1}`, { password: `Wrong-guess-${round}-${i}-x9` }),
      ),
    );
    for (const a of answers) {
      if (a.status === 401 && a.message === "Invalid email or password") tally.checked++;
      else if (a.status === 401) tally.capped++;
      else if (a.status === 429) tally.busy++;
      else tally.other++;
    }
    process.stdout.write(`round ${round + 1}: ${JSON.stringify(tally)}\n`);
  }
  const capHeld = tally.checked <= CAP;
  process.stdout.write(
    `${capHeld ? "holds " : "BROKEN"}  wrong passwords checked: ${tally.checked} of ${rounds * 200} (cap ${CAP})\n`,
  );

  // The member is never locked out: below the cap the right password signs in; past it, the mailed link does.
  const right = await login("192.0.2.10", { password });
  let inAgain = !!right.token;
  let how = `the right password: ${right.status} ${right.message}`;
  if (!right.token) {
    let link = linkToken();
    // The mail goes out after the answer.
    for (let tries = 0; !link && tries < 50; tries++) {
      await new Promise((r) => setTimeout(r, 100));
      link = linkToken();
    }
    const viaLink = link
      ? await login("192.0.2.10", { password, signInLink: decodeURIComponent(link) })
      : undefined;
    inAgain = !!viaLink?.token;
    how += `; then the mailed link: ${viaLink?.status ?? "no link mailed"}`;
  }
  process.stdout.write(`${inAgain ? "holds " : "BROKEN"}  the member still signs in: ${how}\n`);
  if (!capHeld || !inAgain) process.exitCode = 1;
}

await main();
