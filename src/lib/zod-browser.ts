// What `import … from "zod"` resolves to in the site build (vite.config.ts): zod, set to never compile
// schemas with `new Function`. Zod probes for eval on first parse; the site's CSP has no 'unsafe-eval',
// so the probe alone is a reported violation. Every schema the browser builds comes through here, so the
// setting is in place before any of them parses. The API server imports zod directly and keeps its JIT.
import { config } from "zod/v4";

config({ jitless: true });

export * from "zod/v4";
export { z, z as default } from "zod/v4";
