import type * as Argon2 from "@node-rs/argon2";
import { vi } from "vitest";

// Every test app hashes its admin's password and most sign in: at the production cost (argon2id, 19 MiB, t=2)
// that is ~0.1 s of CPU each on this machine, and no test here is about the cost. Hashes made in tests use
// the smallest cost; verifying reads the cost from the hash, so production code runs unchanged.
// (The process tests start real servers: those hash at the production cost.)
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const argon2 = await importOriginal<typeof Argon2>();
  return {
    ...argon2,
    hash: (password: string, options?: Argon2.Options) =>
      argon2.hash(password, { ...options, memoryCost: 1024, timeCost: 1 }),
  };
});
