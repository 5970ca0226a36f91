import { existsSync } from "node:fs";
import { resolve } from "node:path";

/**
 * Reads `.env` from the working directory into process.env when the file exists (Node's own parser).
 * Variables already set in the environment win, even when empty. Returns the file read, if any.
 */
export function loadEnvFile(path = resolve(".env")): string | undefined {
  if (!existsSync(path)) return undefined;
  process.loadEnvFile(path);
  return path;
}
