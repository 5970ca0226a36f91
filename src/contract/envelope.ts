import { z } from "zod";

/** Every API answer: `{ isSuccess, message?, data? }` (docs/product.md §7, issue 4). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ isSuccess: z.boolean(), message: z.string().optional(), data: data.optional() });

export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorEnvelopeSchema = z.object({
  isSuccess: z.literal(false),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Query of the paged list form of GetAll (1-based page). */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
  search: z.string().trim().max(200).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    isSuccess: z.boolean(),
    message: z.string().optional(),
    data: z.array(item),
    total: z.number().int(),
    /** True when more rows match than `total`: the count stops at a cap ("10,000+"). */
    totalCapped: z.boolean().optional(),
  });

export const idParamSchema = z.object({ id: z.string().min(1).max(64) });

/** An answer that carries only its message (deleted, recorded, signed out, …). */
export const messageAnswerSchema = z.object({ isSuccess: z.boolean(), message: z.string().optional() });
