/** The brand's colour scale and accent: Tailwind's `brand-*` and `accent-*`, and pictures drawn outside CSS. */
export const brandScale = {
  50: "#eef5ff",
  100: "#d9e8ff",
  200: "#bcd7ff",
  500: "#3b82f6",
  600: "#1d5fd6",
  700: "#1a4db0",
  800: "#1b418c",
  900: "#1c3a70",
} as const;

export const accentScale = { 500: "#f59e0b", 600: "#d97706" } as const;
