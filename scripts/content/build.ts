// Runs the content layer once and turns every problem it reports into one error that names the file and
// the field, so a bad post stops the build (the stock integration only logs them, or exits the process).
import { join, resolve } from "node:path";
import { createBuilder } from "@content-collections/core";
import type { StandardSchemaV1 } from "@standard-schema/spec";

export const CONFIG_PATH = resolve("content-collections.ts");

export class ContentBuildError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Insights content has ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
    this.name = "ContentBuildError";
  }
}

/** "- publishDate: …" lines become `file: front matter "publishDate": …`, field by field. */
async function frontMatterProblems(
  file: string,
  schema: StandardSchemaV1,
  data: unknown,
  fallback: string,
): Promise<string[]> {
  const result = await schema["~standard"].validate(data);
  if (!result.issues) return [`${file}: ${fallback}`];
  return result.issues.map((issue) => {
    const path = (issue.path ?? []).map((p) => String(typeof p === "object" ? p.key : p));
    const field = path.length ? path.join(".") : "(front matter)";
    return `${file}: front matter "${field}": ${issue.message}`;
  });
}

const cleanMessage = (message: string) => message.replace(/^(Content)?Error: /, "");

export interface ContentBuildOptions {
  configPath?: string;
  /** Where the generated modules go (default .content-collections/generated beside the config). */
  outputDir?: string;
  cacheDir?: string;
}

export interface ContentBuildResult {
  documents: number;
  outputDir: string;
}

export async function buildContent(options: ContentBuildOptions = {}): Promise<ContentBuildResult> {
  const configPath = options.configPath ?? CONFIG_PATH;
  const builder = await createBuilder(configPath, {
    configName: "content-collection-config.mjs",
    ...(options.outputDir ? { outputDir: options.outputDir } : {}),
    ...(options.cacheDir ? { cacheDir: options.cacheDir } : {}),
  });
  const problems: string[] = [];
  let documents = 0;
  const pending: Promise<void>[] = [];
  builder.on("transformer:validation-error", (event) => {
    const { collection } = event;
    const file =
      "directory" in collection ? join(collection.directory, event.file.path) : collection.filePath;
    const schema = event.collection.schema as StandardSchemaV1;
    pending.push(
      frontMatterProblems(file, schema, event.file.data, event.error.message).then(
        (p) => void problems.push(...p),
      ),
    );
  });
  builder.on("collector:parse-error", (event) => {
    problems.push(`${event.filePath}: front matter cannot be read: ${event.error.message}`);
  });
  builder.on("_error", (event) => {
    if (event._event === "transformer:validation-error" || event._event === "collector:parse-error") return;
    problems.push(cleanMessage(event.error.message));
  });
  builder.on("builder:end", (event) => {
    documents = event.stats.documents;
  });
  await builder.build();
  await Promise.all(pending);
  if (problems.length) throw new ContentBuildError([...new Set(problems)].sort());
  return {
    documents,
    outputDir: options.outputDir ?? resolve(configPath, "..", ".content-collections", "generated"),
  };
}
