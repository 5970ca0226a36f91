import { STORE_KEY } from "./store";

/**
 * Inline script run before first paint: the stored theme wins, else the system preference.
 * Kept tiny and dependency-free; its hash is allowed by the server's CSP.
 */
export const themeBootScript = `(function(){try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(
  STORE_KEY,
)})||"{}");var t=s&&s.state&&s.state.theme;if(!t){t=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"}if(t==="dark")document.documentElement.classList.add("dark")}catch(e){}})()`;

export function applyTheme(theme: "light" | "dark"): void {
  document.documentElement.classList.toggle("dark", theme === "dark");
}

export const DARK_QUERY = "(prefers-color-scheme: dark)";

/** The system preference, used until the visitor chooses a theme. */
export function systemTheme(): "light" | "dark" {
  return typeof window !== "undefined" && window.matchMedia?.(DARK_QUERY).matches ? "dark" : "light";
}
