// The audit module's one public face: other modules and the app import it only from here.
export * from "./audit";
export { archiveAuditLog, auditArchiveDir } from "./archive";
export { scheduleAuditArchive } from "./archive-job";
export { type ChainBreak, type ChainCheck, verifyAuditChain } from "./chain";
export { auditJobs } from "./jobs";
export * from "./delete.routes";
export * from "./routes";
