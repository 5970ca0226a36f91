import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  // The server build only runs at build time to prerender; bundling its dependencies lets BUILD_DIR live
  // outside the project (node_modules would not resolve from /tmp).
  ssr: { noExternal: true },
  server: { port: 5173, proxy: { "/api": "http://127.0.0.1:3000" } },
});
