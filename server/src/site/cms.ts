import { CMS_PATH } from "../../../src/shared/paths";

// The content manager at /cms (Decap CMS, docs/decisions/0043) is a third-party editor, not a page of the
// site: it gets its own policy here, and the site's policies (csp.ts) never see its code.

/** The built CMS page and its files, relative to the client folder. */
export const CMS_DIR = CMS_PATH.slice(1);
export const CMS_PAGE = `${CMS_DIR}/index.html`;

/** True for the CMS page and every file under it. */
export const isCmsFile = (rel: string) => rel === CMS_PAGE || rel.startsWith(`${CMS_DIR}/`);

/** Port of the local backend (`npm run cms`, decap-server) when CMS_PROXY_PORT is not set. */
export const DEFAULT_CMS_PROXY_PORT = 8081;

/** The local backend's API, as the generated config names it (only used when the CMS runs on localhost). */
export const cmsProxyUrl = (port: number) => `http://127.0.0.1:${port}/api/v1`;

/** GitHub's API (entries, commits) and where it serves avatars and file contents. */
const github = {
  connect: ["https://api.github.com"],
  img: ["https://avatars.githubusercontent.com", "https://raw.githubusercontent.com"],
};

export interface CmsPolicyOptions {
  /** Add `upgrade-insecure-requests` (production, and static hosts unless the API is plain http). */
  upgrade: boolean;
  /** The local backend's port, allowed only where staff edit locally (the server outside production). */
  localProxyPort?: number;
}

/**
 * The CMS page's Content-Security-Policy. Decap CMS compiles its config schema at run time (ajv:
 * `new Function`) and styles itself with emotion (`<style>` elements), so this one page allows
 * 'unsafe-eval' and inline styles; it has no inline script, frames nothing and may not be framed.
 */
export function cmsPolicy({ upgrade, localProxyPort }: CmsPolicyOptions): string {
  const local = localProxyPort ? [new URL(cmsProxyUrl(localProxyPort)).origin] : [];
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${github.img.join(" ")}`,
    "media-src 'self' blob:",
    "font-src 'self' data:",
    // blob: the editor keeps a local backup of an unsaved entry by fetching its own blob URLs.
    `connect-src 'self' blob: data: ${[...github.connect, ...local].join(" ")}`,
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(upgrade ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/**
 * Headers of the CMS page besides its policy. The GitHub sign-in runs in a popup that reports back to
 * this window (window.opener), which the site-wide `same-origin` opener policy would cut.
 */
export const cmsHeaders = {
  "X-Robots-Tag": "noindex, nofollow",
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
} as const;
