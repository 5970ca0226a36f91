// Rewrites the private-paths location in docs/deploy/nginx.conf from src/shared/paths.ts:
// `npx tsx scripts/nginx-conf.ts` after adding an admin screen (tests/server/platform/private-paths.test.ts fails until then).
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { NGINX_GENERATED_MARK, nginxPrivateLocation } from "../server/src/site/private-paths";

const file = join(import.meta.dirname, "../docs/deploy/nginx.conf");
const lines = readFileSync(file, "utf8").split("\n");
const mark = lines.findIndex((l) => l.includes(NGINX_GENERATED_MARK));
if (mark < 0 || !lines[mark + 1]?.trimStart().startsWith("location ~ ")) {
  process.stderr.write(`${file}: no "${NGINX_GENERATED_MARK}" line followed by the location\n`);
  process.exit(1);
}
lines[mark + 1] = nginxPrivateLocation();
writeFileSync(file, lines.join("\n"));
process.stdout.write(`${file}: private paths written\n`);
