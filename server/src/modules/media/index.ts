// The media module's one public face: other modules and the app import it only from here.
export * from "./routes";
export * from "./files.routes";
export { findMedia, mediaPngUrl } from "./media";
