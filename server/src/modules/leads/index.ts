// The leads module's one public face: other modules and the app import it only from here.
export * from "./contacts.routes";
export * from "./demo-requests";
export * from "./follow-ups.routes";
export * from "./follow-ups";
export * from "./lead-privacy.routes";
export * from "./leads.routes";
export * from "./leads";
export * from "./notify";
export * from "./pipeline.routes";
export * from "./replies.routes";
export * from "./spam-digest";
export * from "./spam";
export * from "./jobs";
