import type { Config } from "tailwindcss";

// Loaded by src/app/app.css via @config; brand tokens live here.
export default {
  content: ["./src/**/*.{ts,tsx}"],
  darkMode: "class",
  theme: {
    extend: {
      colors: {
        brand: {
          50: "#eef5ff",
          100: "#d9e8ff",
          200: "#bcd7ff",
          500: "#3b82f6",
          600: "#1d5fd6",
          700: "#1a4db0",
          800: "#1b418c",
          900: "#1c3a70",
        },
        accent: { 500: "#f59e0b", 600: "#d97706" },
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
