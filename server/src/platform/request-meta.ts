/**
 * What a service learns of the request that called it: who asks, from where, and when the answer has
 * gone. Built once per request by the HTTP layer (http/request-meta.ts), so services never see Fastify.
 */
export interface RequestMeta {
  /** The signed-in member, once the route's token check has passed; null for a visitor. */
  actor: { adminId: string; email: string } | null;
  /** The caller's address, as the proxy settings (TRUST_PROXY) let the server see it. */
  ip: string;
  userAgent: string;
  /** The request's id in the log. */
  requestId: string;
  /** The Origin header, when the browser sent one (passkeys, the refresh cookie). */
  origin: string | undefined;
  /** The Host header. */
  host: string | undefined;
  /** Settles once the answer has been sent or the connection dropped. */
  answered: Promise<void>;
}
