// The HTML files of the e2e build: every prerendered page and the SPA fallback that login and admin get.
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { CMS_PATH } from "../src/shared/paths";

export const clientDir = join(process.env.BUILD_DIR ?? "build-e2e", "client");
export const fallbackPage = join(clientDir, "__spa-fallback.html");

/** The content manager's page is the editor's, not the site's (docs/decisions/0043). */
const cmsDir = join(clientDir, CMS_PATH.slice(1));

function indexFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (full === cmsDir) return [];
    if (statSync(full).isDirectory()) return indexFiles(full);
    return name === "index.html" ? [full] : [];
  });
}

/** Every prerendered page's index.html (not /cms), then the fallback page. */
export const builtHtmlFiles = (): string[] => [...indexFiles(clientDir).sort(), fallbackPage];
