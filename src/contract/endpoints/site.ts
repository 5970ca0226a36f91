import { z } from "zod";
import { endpoint } from "../endpoint";
import { envelope } from "../envelope";

/**
 * The last publish of the public pages (rendered again with the company's settings after a save, decision
 * 72): running now, failed, or idle with what the served pages were made at (null: the build's pages).
 */
export const publishStateSchema = z.object({
  state: z.enum(["idle", "publishing", "failed"]),
  /** When the served pages were published (ISO); null while the build's own pages are served. */
  publishedAt: z.string().nullable(),
  /** Pages and files written by that publish, and how long it took. */
  pages: z.number().int().nullable(),
  ms: z.number().int().nullable(),
  /** Why the last run failed (state "failed"). */
  error: z.string().optional(),
});
export type PublishState = z.infer<typeof publishStateSchema>;

/** The public site as this server serves it (owners). */
export const siteApi = {
  publish: endpoint({
    method: "GET",
    path: "/Site/Publish",
    response: envelope(publishStateSchema),
    errors: [401, 403],
    summary: "The last publish of the public pages with the company's settings (owners)",
    failed: "Failed to load the publishing state",
  }),
} as const;
