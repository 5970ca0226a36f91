// Shared KPI logic for the site (browser worker and UI) and the API's ExtractFromData. No DOM or Node APIs here.
export * from "./aggregates";
export * from "./numbers";
export * from "./extract";
export * from "./summary";
export * from "./items";
export * from "./profile";
