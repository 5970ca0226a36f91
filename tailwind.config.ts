import type { Config } from "tailwindcss";
import { accentScale, brandScale } from "./src/shared/brand-colours";

// The brand shades are variables the root sets from the company's colour (docs/decisions/0072); the house
// scale is their fallback.
const brand = Object.fromEntries(
  Object.entries(brandScale).map(([shade, value]) => [shade, `var(--brand-${shade}, ${value})`]),
);

// Loaded by src/app/app.css via @config; brand tokens live here.
export default {
  content: ["./src/**/*.{ts,tsx}"],
  darkMode: "class",
  theme: {
    extend: {
      colors: {
        brand,
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
