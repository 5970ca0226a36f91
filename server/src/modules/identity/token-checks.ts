/**
 * What the admin token check remembers between calls (decision 32):
 * - tokens whose signature and claims were verified, by their text. A signature check is a pure
 *   function of the token and the key, so this never goes stale; the caller still checks expiry.
 * - tokens the database allowed (admin still there, password not changed since, not revoked), for
 *   `ttlMs`. Sign-out, password changes and removals on this instance forget them all at once; on
 *   another instance they take effect within `ttlMs`.
 */
export interface TokenChecks<Claims> {
  verified(token: string): Claims | undefined;
  rememberVerified(token: string, claims: Claims): void;
  /** True when the database allowed `jti` less than `ttlMs` ago and nothing was revoked since. */
  allowed(jti: string, now: number): boolean;
  /** Runs the database check, remembering a pass unless a revocation happened while it ran. */
  check(jti: string, now: number, run: () => Promise<boolean>): Promise<boolean>;
  /** A token or an admin's tokens stopped being valid on this instance: check every token again. */
  revoked(): void;
}

/** Entries kept at most per map, so many tokens cannot grow the memory without bound. */
const MAX_KEPT = 1000;

function remember<V>(map: Map<string, V>, key: string, value: V) {
  map.delete(key);
  map.set(key, value);
  // Insertion order is age order: the first key is the oldest.
  if (map.size > MAX_KEPT) map.delete(map.keys().next().value!);
}

/** `ttlMs` 0 asks the database on every call. */
export function tokenChecks<Claims>(ttlMs: number): TokenChecks<Claims> {
  const verified = new Map<string, Claims>();
  const allowedAt = new Map<string, number>();
  // Bumped by each revocation: a check that started before one is not remembered.
  let generation = 0;

  return {
    verified: (token) => verified.get(token),
    rememberVerified: (token, claims) => remember(verified, token, claims),
    allowed(jti, now) {
      const at = allowedAt.get(jti);
      return at !== undefined && now - at < ttlMs;
    },
    async check(jti, now, run) {
      const started = generation;
      const ok = await run();
      if (ok && ttlMs > 0 && started === generation) remember(allowedAt, jti, now);
      return ok;
    },
    revoked() {
      generation++;
      allowedAt.clear();
    },
  };
}
