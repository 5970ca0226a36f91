import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { e2eApiBase, e2eSettingsPort } from "../playwright.config";
import { budget } from "./machine";
import { e2eAdmin, expect, test } from "./fixtures";
import { rejectConsent, sendContactForm } from "./flows";
import { ownServer } from "./own-server";

// The owner renames the company on /settings and the next mails follow at once (docs/product.md §12).
// A server of its own answers this file's API calls, so the new name reaches no other test; the pages
// come from the e2e server, whose API address is sent on to this one.
const settingsApi = `http://127.0.0.1:${e2eSettingsPort}/api`;

test.describe.configure({ mode: "default" });

const server = ownServer("settings", { PORT: String(e2eSettingsPort) }, `${settingsApi}/health`);

const useSettingsServer = (page: Page) =>
  page.route(`${e2eApiBase}/**`, (route) =>
    route.continue({ url: settingsApi + route.request().url().slice(e2eApiBase.length) }),
  );

interface Mail {
  to: string;
  subject: string;
  from?: string;
  text: string;
  html?: string;
}

function mails(): Mail[] {
  const dir = join(server.dataDir(), "outbox");
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .sort()
      .flatMap((f) => {
        try {
          return [JSON.parse(readFileSync(join(dir, f), "utf8")) as Mail];
        } catch {
          return []; // still being written: read on the next poll
        }
      });
  } catch {
    return [];
  }
}

test("the owner renames the company; the next visitor's acknowledgement and the staff mail carry the new name and go to the new inbox", async ({
  page,
}) => {
  test.setTimeout(budget(120_000));
  await useSettingsServer(page);
  // Signed out, the screen asks for the sign-in and comes back to itself.
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await page.getByLabel("Email").fill(e2eAdmin.email);
  await page.getByLabel("Password").fill(e2eAdmin.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();

  const name = page.getByRole("textbox", { name: "Company name" });
  await expect(name).toHaveValue("Company");
  // The first-run phone is a placeholder the form will not accept: the owner gives the real ones.
  await name.fill("Sharma Digital");
  await page.getByRole("textbox", { name: "Phone", exact: true }).fill("98310 12345");
  await page.getByRole("textbox", { name: "WhatsApp number" }).fill("98310 55555");
  await page.getByRole("textbox", { name: "Staff inbox" }).fill("leads@sharma.example");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved.")).toBeVisible();

  // Read back as saved, after a reload.
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Company name" })).toHaveValue("Sharma Digital");
  await expect(page.getByRole("textbox", { name: "Phone", exact: true })).toHaveValue("+91 98310 12345");

  const visitor = `settings.visitor.${Date.now()}@example.com`;
  await page.goto("/contact");
  await rejectConsent(page);
  await sendContactForm(page, {
    Name: "Settings Visitor",
    Email: visitor,
    Phone: "9123456789",
    Message: "Please call me about a new website.",
  });

  await expect
    .poll(() => mails().find((m) => m.to === visitor)?.subject, { timeout: budget(15_000) })
    .toBe("Thank you for contacting Sharma Digital");
  const ack = mails().find((m) => m.to === visitor)!;
  expect(ack.from).toMatch(/^Sharma Digital </);
  expect(ack.text).toContain("Thank you for writing to Sharma Digital.");
  // The HTML part's footer has the company's new phone.
  expect(ack.html).toContain("+91 98310 12345");
  await expect
    .poll(() => mails().find((m) => m.subject === "New contact message from Settings Visitor")?.to, {
      timeout: budget(15_000),
    })
    .toBe("leads@sharma.example");
});
