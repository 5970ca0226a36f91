import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { STORE_KEY, useAppStore } from "~/lib/store";
import { themeBootScript } from "~/lib/theme";
import { renderAdmin, resetAdminState, signIn } from "./harness";

const html = document.documentElement;
const realMatchMedia = window.matchMedia;
function systemPrefersDark(dark: boolean) {
  window.matchMedia = ((query: string) => ({
    ...realMatchMedia(query),
    matches: dark && query.includes("dark"),
  })) as typeof window.matchMedia;
}
const storedTheme = () => JSON.parse(localStorage.getItem(STORE_KEY) ?? "{}")?.state?.theme;

/** What a reload does: memory is gone, storage stays, the store is read again. */
async function reload() {
  const saved = localStorage.getItem(STORE_KEY);
  useAppStore.setState({ ...useAppStore.getInitialState(), hydrated: false });
  if (saved) localStorage.setItem(STORE_KEY, saved);
  await act(async () => {
    await useAppStore.persist.rehydrate();
  });
}

describe("theme toggle", () => {
  beforeEach(async () => {
    await resetAdminState();
    html.classList.remove("dark");
    signIn();
  });
  afterEach(() => {
    window.matchMedia = realMatchMedia;
    html.classList.remove("dark");
  });

  it("follows the system preference until a theme is chosen", async () => {
    systemPrefersDark(true);
    renderAdmin("/admin");
    const toggle = await screen.findByRole("button", { name: "Dark theme" });
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    // The class is set by an effect, which may run a tick after the button first renders.
    await waitFor(() => expect(html).toHaveClass("dark"));
    expect(storedTheme()).toBeNull();
  });

  it("keeps the chosen theme in app-storage, over the system preference, after a reload", async () => {
    systemPrefersDark(false);
    const first = renderAdmin("/admin");
    const toggle = await screen.findByRole("button", { name: "Dark theme" });
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(html).toHaveClass("dark");
    expect(storedTheme()).toBe("dark");
    first.unmount();

    html.classList.remove("dark");
    await reload();
    // The boot script applies it before first paint...
    new Function(themeBootScript)();
    expect(html).toHaveClass("dark");
    // ...and the toggle agrees.
    renderAdmin("/admin");
    expect(await screen.findByRole("button", { name: "Dark theme" })).toHaveAttribute("aria-pressed", "true");
    expect(html).toHaveClass("dark");

    await userEvent.setup().click(screen.getByRole("button", { name: "Dark theme" }));
    expect(html).not.toHaveClass("dark");
    expect(storedTheme()).toBe("light");
  });

  it("does not write to app-storage before it has been read", async () => {
    localStorage.setItem(
      STORE_KEY,
      JSON.stringify({ state: { theme: "dark", consent: "accepted" }, version: 0 }),
    );
    await reload();
    renderAdmin("/admin");
    await screen.findByRole("heading", { name: "Dashboard" });
    const saved = JSON.parse(localStorage.getItem(STORE_KEY)!).state;
    expect(saved.theme).toBe("dark");
    expect(saved.consent).toBe("accepted");
  });
});
