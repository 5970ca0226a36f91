// Entry of the lazily loaded platform chunk.
export { AnalyticsPanel } from "./analytics-panel";
export { DashboardPanel } from "./dashboard-panel";
export { ExtractionPanel } from "./extraction-panel";
export { TemplateRunner } from "./template-runner";
