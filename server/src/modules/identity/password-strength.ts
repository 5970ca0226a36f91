import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/contract/auth";
import { HttpError } from "../../platform/errors";

/** zxcvbn's scale: 3 is "safely unguessable: moderate protection from offline slow-hash attacks". */
export const MIN_PASSWORD_SCORE = 3;

// Built on first use: the dictionaries take a few hundred milliseconds to load, and most requests never need them.
let estimator: ZxcvbnFactory | undefined;
const zxcvbn = () =>
  (estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  }));

/**
 * Why a new password is refused (NIST SP 800-63B: length, then common and guessable passwords, checked
 * offline), or undefined when it is fine. `related` are words of the account (its email) that make a
 * password easy to guess for this member. The one check of every place a password is set.
 */
export function passwordProblem(password: string, related: string[] = []): string | undefined {
  if (password.length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters`;
  if (password.length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters`;
  const words = related.flatMap((r) => r.toLowerCase().split(/[@.+_-]+/)).filter((w) => w.length >= 3);
  const result = zxcvbn().check(password, words);
  if (result.score >= MIN_PASSWORD_SCORE) return undefined;
  const why = result.feedback.warning ?? "It would be guessed quickly by a password-cracking program.";
  const tip = result.feedback.suggestions[0] ?? "Add more words that are less common.";
  return `This password is too easy to guess. ${why} ${tip}`;
}

/** The 400 answer of a refused password, with the reason on the password's field. */
export function assertStrongPassword(password: string, related: string[] = [], field = "password"): void {
  const problem = passwordProblem(password, related);
  if (!problem) return;
  throw Object.assign(new HttpError(400, problem), { errors: [{ path: field, message: problem }] });
}
