// Published sites live in DATA_DIR/site/<name>/, each whole: a run writes into a `.partial-` folder and
// renames it only once every page is written and finished, so a reader never finds half a site.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

/** What a published folder records about itself, in `publish.json`. */
export interface PublishRecord {
  /** The build it was rendered from (`buildIdOf`): another build's pages would name assets it lacks. */
  build: string;
  /** The company it shows (`companyKey`): a run for the same company has nothing to do. */
  company: string;
  publishedAt: string;
  pages: number;
  files: number;
  ms: number;
}

export const RECORD = "publish.json";
export const PARTIAL = ".partial-";

export const sitesDir = (dataDir: string) => join(dataDir, "site");

/** A build's id: its render bundle's hash (the bundle names every client asset by its hash). */
export const buildIdOf = (entry: string): string =>
  createHash("sha256").update(readFileSync(entry)).digest("hex").slice(0, 16);

/** The company as pages show it, in a form that compares equal whatever the order of its keys. */
export function companyKey(company: object): string {
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value && typeof value === "object"
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([a], [b]) => (a < b ? -1 : 1))
              .map(([k, v]) => [k, sorted(v)]),
          )
        : value;
  return createHash("sha256")
    .update(JSON.stringify(sorted(company)))
    .digest("hex")
    .slice(0, 16);
}

/** A name that sorts after every older one (milliseconds since 1970, zero-padded). */
export const folderName = (now: number): string => String(now).padStart(15, "0");

function readRecord(dir: string): PublishRecord | undefined {
  try {
    return JSON.parse(readFileSync(join(dir, RECORD), "utf8")) as PublishRecord;
  } catch {
    return undefined;
  }
}

/** The complete published folders of `build`, newest first. */
export function publishedOf(dataDir: string, build: string): { dir: string; record: PublishRecord }[] {
  const root = sitesDir(dataDir);
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith("."))
    .map((e) => e.name)
    .sort()
    .reverse()
    .flatMap((name) => {
      const dir = join(root, name);
      const record = readRecord(dir);
      return record?.build === build ? [{ dir, record }] : [];
    });
}

/** Removes every folder but `keep` (the served one and the one before it), partial ones included. */
export function pruneExcept(dataDir: string, keep: readonly string[]): void {
  const root = sitesDir(dataDir);
  for (const e of readdirSync(root, { withFileTypes: true })) {
    const dir = join(root, e.name);
    if (e.isDirectory() && !keep.includes(dir)) rmSync(dir, { recursive: true, force: true });
  }
}
