// The module the content layer generates (.content-collections/generated, aliased by the Vite plugin).
// Typed here from the post's own type, so site code does not pull the build-time config into its program.
declare module "content-collections" {
  import type { InsightDocument } from "./document";
  export const allInsights: InsightDocument[];
}
