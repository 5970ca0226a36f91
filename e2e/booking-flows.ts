import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The free times the server offers now (GET /api/Book/Slots). */
export async function freeSlots(
  request: APIRequestContext,
): Promise<{ available: boolean; slots: string[] }> {
  const res = await request.get("/api/Book/Slots");
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { available: boolean; slots: string[] } }).data;
}

/** The picker's time radios (the chosen day's). */
export const timeRadios = (page: Page) => page.getByRole("group", { name: /^Times on / }).getByRole("radio");

/** Picks the first free time in step 1's picker and returns its start (UTC ISO) and accessible name. */
export async function pickFirstTime(page: Page): Promise<{ slotStart: string; name: string }> {
  const first = timeRadios(page).first();
  await expect(first).toBeAttached();
  // The radios are visually hidden behind their button-like labels: pick by keyboard, as a visitor can.
  await first.focus();
  await first.press("Space");
  await expect(first).toBeChecked();
  const slotStart = (await first.getAttribute("value"))!;
  const name =
    (await first.evaluate(
      (el: HTMLInputElement) => el.labels?.[0]?.querySelector(".sr-only")?.textContent,
    )) ?? "";
  return { slotStart, name };
}
