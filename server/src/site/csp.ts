import { createHash } from "node:crypto";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** What one built HTML page runs inline and embeds, found by reading it. */
export interface PageInlines {
  scripts: string[];
  styles: string[];
  styleAttrs: string[];
  frameOrigins: string[];
}

const decodeAttr = (v: string) =>
  v
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

export function scanHtml(html: string): PageInlines {
  const scripts: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? "";
    if (/\bsrc\s*=/i.test(attrs)) continue;
    // A data block (JSON-LD) never runs, so script-src does not apply to it: no hash, fewer header bytes.
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attrs)?.[1]?.trim().toLowerCase();
    if (type && type !== "module" && !/javascript|ecmascript/.test(type)) continue;
    scripts.push(sha256(m[2] ?? ""));
  }
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => sha256(m[1] ?? ""));
  const styleAttrs = [...html.matchAll(/\sstyle="([^"]*)"/gi)].map((m) => sha256(decodeAttr(m[1] ?? "")));
  const frameOrigins: string[] = [];
  for (const m of html.matchAll(/<iframe\b[^>]*\ssrc="([^"]+)"/gi)) {
    try {
      frameOrigins.push(new URL(decodeAttr(m[1] ?? "")).origin);
    } catch {
      // A relative frame is covered by 'self'.
    }
  }
  return { scripts, styles, styleAttrs, frameOrigins };
}

/** Third-party origins the site may load at run time, decided when the server starts. */
export interface ExternalOrigins {
  script: string[];
  connect: string[];
  img: string[];
  frame: string[];
}

export const gaOrigins: ExternalOrigins = {
  script: ["https://www.googletagmanager.com"],
  connect: [
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://www.googletagmanager.com",
  ],
  img: ["https://*.google-analytics.com", "https://www.googletagmanager.com"],
  frame: [],
};

export const noOrigins: ExternalOrigins = { script: [], connect: [], img: [], frame: [] };

export function mergeOrigins(...all: ExternalOrigins[]): ExternalOrigins {
  const pick = (k: keyof ExternalOrigins) => [...new Set(all.flatMap((o) => o[k]))];
  return { script: pick("script"), connect: pick("connect"), img: pick("img"), frame: pick("frame") };
}

const list = (...parts: string[][]) => parts.flat().join(" ");

/** The Content-Security-Policy for one built page: its own inline hashes and nothing else inline. */
export function pagePolicy(page: PageInlines, ext: ExternalOrigins, production: boolean): string {
  const unique = (xs: string[]) => [...new Set(xs)];
  const frames = unique([...page.frameOrigins, ...ext.frame]);
  const directives = [
    "default-src 'self'",
    `script-src ${list(["'self'"], unique(page.scripts), ext.script)}`,
    `style-src ${list(["'self'"], unique(page.styles))}`,
    ...(page.styleAttrs.length
      ? [`style-src-attr 'unsafe-hashes' ${unique(page.styleAttrs).join(" ")}`]
      : []),
    `img-src ${list(["'self'", "data:"], ext.img)}`,
    "font-src 'self'",
    `connect-src ${list(["'self'"], ext.connect)}`,
    `frame-src ${frames.length ? frames.join(" ") : "'none'"}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(production ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/** API answers are data, never documents. */
export const apiPolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
