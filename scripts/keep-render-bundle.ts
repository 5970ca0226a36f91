import { cpSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

/**
 * Copies the server bundle to `<build>/render` as it is written. With `ssr: false` React Router deletes it
 * after prerendering, but the server renders the public pages again with it when the owner saves the
 * company's settings (publishing, decision 72).
 */
export function keepRenderBundle(): Plugin {
  return {
    name: "keep-render-bundle",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "ssr",
    writeBundle(options) {
      if (this.environment.name !== "ssr" || !options.dir) return;
      const target = join(dirname(options.dir), "render");
      rmSync(target, { recursive: true, force: true });
      cpSync(options.dir, target, { recursive: true });
    },
  };
}
