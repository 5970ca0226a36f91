import { z } from "zod";
import { newPasswordSchema } from "~/contract/auth";

/** A new password typed twice (invitation, reset): the contract's rules, and the two must match. */
export const passwordPairSchema = z
  .object({ password: newPasswordSchema, confirm: z.string() })
  .refine((v) => v.confirm === v.password, { path: ["confirm"], message: "The passwords do not match" });
