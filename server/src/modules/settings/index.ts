// The settings module's one public face: other modules and the app import it only from here.
export * from "./company-settings";
export * from "./defaults";
export * from "./routes";
export * from "./store";
