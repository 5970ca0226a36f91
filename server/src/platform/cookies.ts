/** The value of one cookie of a Cookie header, or undefined (no cookie library: one cookie is read). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (typeof header !== "string") return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * A Set-Cookie value: always HttpOnly, Secure and SameSite=Strict, on one path; `maxAgeSeconds` 0 deletes
 * it, and without it the cookie is a session cookie, gone when the browser closes.
 */
export function cookieHeader(name: string, value: string, path: string, maxAgeSeconds?: number): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${path}`,
    ...(maxAgeSeconds === undefined ? [] : [`Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`]),
    "HttpOnly",
    "Secure",
    "SameSite=Strict",
  ].join("; ");
}
