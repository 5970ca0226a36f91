// Builds the Insights content once before any test file runs: pages and the sitemap read its output.
import { buildContent } from "../scripts/content/build";

export default async function setup() {
  await buildContent();
}
