import type { Config } from "tailwindcss";
import { accentScale, brandScale } from "./src/shared/brand-colours";

// Loaded by src/app/app.css via @config; brand tokens live here.
export default {
  content: ["./src/**/*.{ts,tsx}"],
  darkMode: "class",
  theme: {
    extend: {
      colors: {
        brand: brandScale,
        accent: accentScale,
      },
      fontFamily: {
        sans: [
          "ui-sans-serif",
          "system-ui",
          "-apple-system",
          "Segoe UI",
          "Roboto",
          "Helvetica Neue",
          "Arial",
          "sans-serif",
        ],
      },
    },
  },
} satisfies Config;
