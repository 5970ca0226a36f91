import { z } from "zod";

export const ipRecordSchema = z.object({
  _id: z.string(),
  ipAddress: z.string(),
  country: z.string(),
  city: z.string(),
  region: z.string(),
  timezone: z.string(),
  createdAt: z.string(),
});
export type IpRecord = z.infer<typeof ipRecordSchema>;

export const ipInputSchema = z.object({
  ipAddress: z.union([z.ipv4(), z.ipv6()]),
  country: z.string().trim().max(100).default(""),
  city: z.string().trim().max(100).default(""),
  region: z.string().trim().max(100).default(""),
  timezone: z.string().trim().max(64).default(""),
});

/** Body of the public TrackVisitor call: only what the browser knows. */
export const trackVisitorSchema = z.object({ timezone: z.string().trim().max(64).optional() });
