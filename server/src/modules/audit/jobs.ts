import type { JobKind } from "../../platform/jobs";
import { auditArchiveJob } from "./archive-job";

/** The audit module's durable jobs: the daily archival of rows past retention. */
export const auditJobs: JobKind<never>[] = [auditArchiveJob];
