// The analytics module's one public face: other modules and the app import it only from here.
export * from "./analytics-goals.routes";
export * from "./analytics-sharing.routes";
export * from "./analytics.routes";
export * from "./ingest";
export * from "./rollup";
export * from "./day-zone";
export * from "./weekly-report";
export * from "./jobs";
