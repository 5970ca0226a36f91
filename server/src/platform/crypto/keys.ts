// The shapes of the key ring (ADR 0067), in a leaf file so the app context can name them.

/** What a key is for; each purpose has keys of its own, rotated together. */
export const KEY_PURPOSES = ["access", "seal", "code", "manage"] as const;
export type KeyPurpose = (typeof KEY_PURPOSES)[number];

/** Where a sealed secret is kept: the use is bound into the ciphertext, so one cannot stand for another. */
export type SealUse = "totp" | "caldav";

/** One key of the ring, opened. */
export interface Key {
  kid: string;
  purpose: KeyPurpose;
  key: Uint8Array;
  /** The first key of an install, derived from the server secret as before key ids. */
  derived: boolean;
  createdAt: Date;
  /** From this time it signs; before, it only verifies (every instance reads it first). */
  signsFrom: Date;
}

/** The keys the server signs, seals and checks with; `ctx.secrets`. */
export interface Secrets {
  /** The key for new values of a purpose: the newest whose time to sign has come. */
  current(purpose: KeyPurpose): Key;
  /** A kept key by id; without an id (a value made before key ids) the purpose's derived first key. */
  find(purpose: KeyPurpose, kid: string | undefined): Key | undefined;
  /** Every kept key of a purpose, newest first: stored code hashes are checked against each. */
  all(purpose: KeyPurpose): Key[];
  /** Reads the key table again (the server does every 30 s; a rotation in this process at once). */
  refresh(): Promise<void>;
  /** Opens secrets sealed before key ids, each use under its own key derived from the server secret. */
  legacySeal: Record<SealUse, Uint8Array>;
  /**
   * Keys the security log's person references. Derived from the server secret and never rotated: a
   * person keeps one reference across the years of the log, and it guards no secret.
   */
  personRefKey: Uint8Array;
}
