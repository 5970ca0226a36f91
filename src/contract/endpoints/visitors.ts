import { endpoint } from "../endpoint";
import { messageAnswerSchema } from "../envelope";
import { trackVisitorSchema } from "../ip";

/**
 * The public visit record, apart from the admin records (ip-addresses.ts): the visitor tracking chunk of
 * the public pages loads this file alone.
 */
export const visitorApi = {
  track: endpoint({
    method: "POST",
    path: "/IpAddress/TrackVisitor",
    body: trackVisitorSchema.optional(),
    response: messageAnswerSchema,
    errors: [400, 429],
    summary: "Record the caller's address once per day",
    failed: "Failed to track visitor IP",
  }),
};
