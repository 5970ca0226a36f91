import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

// Static bodies are compressed once, at the highest levels, instead of on every request: the first byte of a
// page leaves at once and it is smaller than on-the-fly compression makes it (decision 9).
export interface Encoded {
  br?: Buffer;
  gzip?: Buffer;
}

/** Starts compressing in the background (zlib's thread pool); the fields fill in when each is done. */
export function encodeInBackground(body: Buffer): Encoded {
  const encoded: Encoded = {};
  brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).then(
    (out) => (encoded.br = out),
    () => undefined,
  );
  gz(body, { level: 9 }).then(
    (out) => (encoded.gzip = out),
    () => undefined,
  );
  return encoded;
}

/** The ready encoding the client accepts, or undefined (then the compression plugin does it on the fly). */
export function pickEncoded(
  encoded: Encoded,
  acceptEncoding: string | undefined,
): { encoding: "br" | "gzip"; body: Buffer } | undefined {
  if (!acceptEncoding) return undefined;
  const encoding = negotiate(acceptEncoding, ["br", "gzip"] as const);
  if (!encoding) return undefined;
  const body = encoded[encoding];
  return body ? { encoding, body } : undefined;
}
