import { hash, verify } from "@node-rs/argon2";

// OWASP password storage cheat sheet: argon2id, m=19 MiB, t=2, p=1.
const options = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

// Compared against when the email is unknown, so both failures cost the same time.
let dummy: Promise<string> | undefined;
export const dummyHash = () => (dummy ??= hashPassword("not-a-real-password-for-timing"));
