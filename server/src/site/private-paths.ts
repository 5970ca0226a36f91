import { privatePathRules } from "../../../src/shared/paths";

// nginx's side of the private (client-only) paths: made from the same rules as `_redirects` and
// `_headers` (src/shared/paths.ts), so a new admin screen reaches every deployment at once.

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** One rule as a regex part: `/team` → `team`, `/list/*` → `list/.+` (anything under it). */
const regexPart = (rule: string) =>
  rule.endsWith("/*") ? `${escapeRegex(rule.slice(1, -2))}/.+` : escapeRegex(rule.slice(1));

/** A `/list/*` rule as an nginx `map` regex key (the page path, with or without a trailing slash). */
export const nginxMapKey = (rule: string) => `~^/${regexPart(rule)}$`;

/** The regex of the nginx location that serves the fallback page for every private path. */
export const nginxPrivatePattern = (rules: readonly string[] = privatePathRules) =>
  `^/(${rules.map(regexPart).join("|")})/?$`;

/** The location line in docs/deploy/nginx.conf, as it must read. */
export const nginxPrivateLocation = (rules: readonly string[] = privatePathRules) =>
  `    location ~ ${nginxPrivatePattern(rules)} {`;

/** Marks the generated line in docs/deploy/nginx.conf. */
export const NGINX_GENERATED_MARK = "# Generated from src/shared/paths.ts";
