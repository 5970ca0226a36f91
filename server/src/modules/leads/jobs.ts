import type { JobKind } from "../../platform/jobs";
import { followUpDueJob } from "./follow-ups";
import { spamDigestJob } from "./spam-digest";

/** The leads module's durable jobs: follow-ups falling due, and the daily spam digest. */
export const leadJobs: JobKind<never>[] = [followUpDueJob, spamDigestJob];
