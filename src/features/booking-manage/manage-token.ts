/** The token of a mail link (`/demo/reschedule#<token>`), or null when the fragment cannot be one. */
export function tokenFrom(hash: string): string | null {
  let token: string;
  try {
    token = decodeURIComponent(hash.replace(/^#/, "")).trim();
  } catch {
    return null;
  }
  // The contract's bounds (bookingTokenSchema), checked without loading zod for a fragment.
  return token.length >= 20 && token.length <= 2000 ? token : null;
}
