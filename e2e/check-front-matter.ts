// `tsx e2e/check-front-matter.ts <file.md>`: checks one post's front matter with the build's schema and
// prints the result as JSON. e2e/cms.spec.ts runs it in tsx, which loads the schema's JSON imports.
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { frontMatterSchema } from "../src/content/insights/schema";

const file = process.argv[2]!;
const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(readFileSync(file, "utf8"));
if (!match) {
  process.stdout.write(JSON.stringify({ issues: [`${file} has no front matter`] }));
} else {
  const result = frontMatterSchema.safeParse(parse(match[1]!));
  process.stdout.write(
    JSON.stringify({
      issues: result.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [],
      data: result.data,
      body: match[2],
    }),
  );
}
