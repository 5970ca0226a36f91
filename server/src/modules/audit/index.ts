// The audit module's one public face: other modules and the app import it only from here.
export * from "./audit";
export * from "./delete.routes";
export * from "./routes";
