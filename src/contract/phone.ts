// Phone numbers as Indians write them (docs/product.md §10, "Phone numbers"), without zod: the wizard's
// checks and the server both use it.

/** Separators people type inside a number: spaces, dashes, dots and brackets. */
const WRITTEN = /^\+?[\d\s().-]+$/;

/**
 * The ten-digit national number inside "+91 98310 12345", "91 98310 12345", "098310 12345" or
 * "98310-12345". Anything else comes back as typed (trimmed), so the form's own message explains it.
 */
export function tenDigitPhone(input: string): string {
  const typed = input.trim();
  if (!WRITTEN.test(typed)) return typed;
  const digits = typed.replace(/\D/g, "");
  if (digits.length === 12 && digits.startsWith("91")) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith("0")) return digits.slice(1);
  return digits.length === 10 ? digits : typed;
}
