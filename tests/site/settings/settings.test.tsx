import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { brandColourProblem } from "~/shared/brand-colours";
import { adminDb } from "../msw/admin";
import { companySettings, settingsDb } from "../msw/settings";
import { renderAdmin, resetAdminState, signIn } from "../admin/harness";

beforeEach(async () => {
  await resetAdminState();
  signIn();
});

const puts = () => adminDb.requests.filter((r) => r.method === "PUT" && r.path === "/api/Settings/Company");
const uploads = () => adminDb.requests.filter((r) => r.method === "POST" && r.path === "/api/v1/Media");

/** The settings screen, once its form is on screen. */
async function openSettings() {
  const view = renderAdmin("/settings");
  await screen.findByRole("textbox", { name: "Company name" });
  return { ...view, user: userEvent.setup() };
}

/** The message a field shows, read through its aria-describedby as assistive technology reads it. */
function describedText(field: HTMLElement): string {
  const ids = field.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

/** The path of the logo shown (its address is made absolute, on the API's origin). */
const logo = () => new URL((screen.getByRole("img", { name: "The logo" }) as HTMLImageElement).src).pathname;

/** The "Last saved …" line, whose time is an element of its own. */
const lastSaved = (by: string) =>
  screen.getByText(
    (_, el) =>
      el?.tagName === "P" &&
      new RegExp(`^Last saved .+ by ${by.replaceAll(".", "\\.")}\\.$`).test(el.textContent ?? ""),
  );

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], "logo.png", {
    type: "image/png",
  });

describe("/settings (owners)", () => {
  it("loads the stored settings into the form", async () => {
    await openSettings();
    expect(screen.getByRole("heading", { name: "Settings", level: 1 })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Company name" })).toHaveValue("Acme Software");
    expect(screen.getByRole("textbox", { name: "Legal name" })).toHaveValue("Acme Software Private Limited");
    expect(screen.getByRole("textbox", { name: "Founding year" })).toHaveValue("2015");
    expect(screen.getByRole("textbox", { name: "Phone" })).toHaveValue("+91 98310 12345");
    expect(screen.getByRole("textbox", { name: "Staff inbox" })).toHaveValue("");
    expect(screen.getByRole("textbox", { name: "PIN code" })).toHaveValue("700016");
    expect(screen.getByRole("textbox", { name: "Brand colour" })).toHaveValue("#1d5fd6");
    expect(screen.getByRole("combobox", { name: "Company time zone" })).toHaveValue("Asia/Kolkata");
    expect(screen.getByRole("radio", { name: "+ 18% GST" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "GST included" })).not.toBeChecked();
    expect(logo()).toBe("/media/m1/logo.png");
    const link = screen.getByRole("group", { name: "Social link 1" });
    expect(within(link).getByRole("combobox", { name: "Network" })).toHaveValue("LinkedIn");
    expect(within(link).getByRole("textbox", { name: "Link" })).toHaveValue(
      "https://www.linkedin.com/company/acme",
    );
    expect(lastSaved("owner@acme.example")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Staff inbox" })).toHaveAccessibleDescription(
      "New-lead and staff mail goes here. Leave empty to use the public email.",
    );
    // India's zone leads the list.
    const zones = within(screen.getByRole("combobox", { name: "Company time zone" })).getAllByRole("option");
    expect(zones[0]).toHaveValue("Asia/Kolkata");
    expect(zones.length).toBeGreaterThan(100);
  });

  it("shows the load error with a retry", async () => {
    adminDb.role = "owner";
    settingsDb.failLoad = true;
    const user = userEvent.setup();
    renderAdmin("/settings");
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load the settings");
    settingsDb.failLoad = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("textbox", { name: "Company name" })).toHaveValue("Acme Software");
  });

  it("names a cleared required field and sends nothing", async () => {
    const { user } = await openSettings();
    const name = screen.getByRole("textbox", { name: "Company name" });
    await user.clear(name);
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Enter the company name")).toBeInTheDocument();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(describedText(name)).toBe("Enter the company name");
    expect(name).toHaveFocus();
    const year = screen.getByRole("textbox", { name: "Founding year" });
    await user.clear(year);
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Enter the year the company was founded")).toBeInTheDocument();
    expect(describedText(year)).toBe("Enter the year the company was founded");
    expect(puts()).toEqual([]);
  });

  it("shows a colour too light for white text as the field's error, and refuses to save it", async () => {
    const { user } = await openSettings();
    const colour = screen.getByRole("textbox", { name: "Brand colour" });
    await user.clear(colour);
    await user.type(colour, "#ffdd00");
    const problem = brandColourProblem("#ffdd00")!;
    expect(problem).toMatch(/WCAG AA needs 4.5:1/);
    expect(await screen.findByText(problem)).toBeInTheDocument();
    expect(colour).toHaveAttribute("aria-invalid", "true");
    expect(describedText(colour)).toContain(problem);
    // The picker follows the text, and the preview shows the shades and what fails.
    expect(screen.getByLabelText("Colour picker")).toHaveValue("#ffdd00");
    const shades = within(screen.getByRole("list", { name: "Shades" })).getAllByRole("listitem");
    expect(shades.map((s) => s.textContent?.replace(/#.*/, ""))).toEqual([
      "50",
      "100",
      "200",
      "500",
      "600",
      "700",
      "800",
      "900",
    ]);
    expect(shades[4]).toHaveTextContent("#ffdd00");
    const contrast = screen.getByRole("list", { name: "Contrast" });
    expect(within(contrast).getByText("White text on buttons").parentElement).toHaveTextContent("Fails AA");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(screen.getByText(problem)).toBeInTheDocument();
    expect(puts()).toEqual([]);
  });

  it("keeps the picker and the hex in step, and a dark colour passes", async () => {
    const { user } = await openSettings();
    const contrast = screen.getByRole("list", { name: "Contrast" });
    expect(within(contrast).getAllByText("Passes AA")).toHaveLength(3);
    const picker = screen.getByLabelText("Colour picker");
    // A native colour input takes its value as a whole.
    const { fireEvent } = await import("@testing-library/react");
    fireEvent.input(picker, { target: { value: "#0f766e" } });
    expect(screen.getByRole("textbox", { name: "Brand colour" })).toHaveValue("#0f766e");
    expect(
      within(screen.getByRole("list", { name: "Shades" })).getAllByRole("listitem")[4],
    ).toHaveTextContent("#0f766e");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Settings saved.")).toBeInTheDocument();
    expect(settingsDb.saves[0]).toMatchObject({ brandColour: "#0f766e" });
  });

  it("saves the parsed settings and says so politely", async () => {
    const { user } = await openSettings();
    const phone = screen.getByRole("textbox", { name: "Phone" });
    await user.clear(phone);
    await user.type(phone, "098310-55555");
    await user.clear(screen.getByRole("textbox", { name: "Tagline" }));
    await user.type(screen.getByRole("textbox", { name: "Tagline" }), "  Software, plainly  ");
    await user.click(screen.getByRole("radio", { name: "GST included" }));
    const save = screen.getByRole("button", { name: "Save settings" });
    await user.click(save);
    const saved = await screen.findByText("Settings saved.");
    expect(saved).toHaveAttribute("aria-live", "polite");
    expect(puts()).toHaveLength(1);
    expect(settingsDb.saves[0]).toEqual({
      ...companySettings(),
      tagline: "Software, plainly",
      phone: "+91 98310 55555",
      gstNote: "included",
    });
    // The form shows what was stored, and the button is free again.
    expect(phone).toHaveValue("+91 98310 55555");
    expect(save).toBeEnabled();
    expect(lastSaved("admin@example.com")).toBeInTheDocument();
    // A new change makes the saved line stale.
    await user.type(phone, "0");
    expect(screen.queryByText("Settings saved.")).toBeNull();
  });

  it("sends an empty staff inbox as none, and a typed one as typed", async () => {
    const { user } = await openSettings();
    const inbox = screen.getByRole("textbox", { name: "Staff inbox" });
    await user.type(inbox, "not-an-address");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Enter a valid email address")).toBeInTheDocument();
    expect(puts()).toEqual([]);
    await user.clear(inbox);
    await user.type(inbox, "Leads@Acme.example");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await screen.findByText("Settings saved.");
    expect(settingsDb.saves[0]).toMatchObject({ staffInbox: "leads@acme.example" });
  });

  it("asks for real numbers in place of the first-run placeholders", async () => {
    settingsDb.view.settings.phone = "+91 00000 00000";
    const { user } = await openSettings();
    const phone = screen.getByRole("textbox", { name: "Phone" });
    expect(phone).toHaveValue("+91 00000 00000");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Enter a 10-digit Indian mobile or landline number")).toBeInTheDocument();
    expect(phone).toHaveFocus();
    expect(puts()).toEqual([]);
  });

  it("shows a server's field error on its field", async () => {
    settingsDb.refuseNextSave = [{ path: "address.postalCode", message: "This PIN code is not in use." }];
    const { user } = await openSettings();
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    const pin = screen.getByRole("textbox", { name: "PIN code" });
    expect(await screen.findByText("This PIN code is not in use.")).toBeInTheDocument();
    expect(pin).toHaveAttribute("aria-invalid", "true");
    expect(describedText(pin)).toBe("This PIN code is not in use.");
    expect(pin).toHaveFocus();
    expect(screen.queryByText("Settings saved.")).toBeNull();
  });

  it("shows the server's refusal of the logo in the logo's section", async () => {
    settingsDb.refuseNextSave = [{ path: "logoMediaId", message: "Choose an uploaded picture" }];
    const { user } = await openSettings();
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Choose an uploaded picture")).toBeInTheDocument();
    expect(describedText(screen.getByLabelText("New logo"))).toContain("Choose an uploaded picture");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("lists a server's error no field shows under the form", async () => {
    settingsDb.refuseNextSave = [{ path: "brand", message: "The brand is locked." }];
    const { user } = await openSettings();
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Check the highlighted fields.");
    expect(alert).toHaveTextContent("The brand is locked.");
  });

  it("adds and removes social links, each network once", async () => {
    const { user } = await openSettings();
    const add = screen.getByRole("button", { name: "Add a social link" });
    await user.click(add);
    const second = screen.getByRole("group", { name: "Social link 2" });
    const network = within(second).getByRole("combobox", { name: "Network" });
    expect(network).toHaveValue("Facebook");
    // LinkedIn is taken by the first row.
    expect(within(network).queryByRole("option", { name: "LinkedIn" })).toBeNull();
    await user.selectOptions(network, "YouTube");
    await user.type(within(second).getByRole("textbox", { name: "Link" }), "http://youtube.com/@acme");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await within(second).findByText("Enter a link that starts with https://")).toBeInTheDocument();
    expect(puts()).toEqual([]);
    const link = within(second).getByRole("textbox", { name: "Link" });
    await user.clear(link);
    await user.type(link, "https://youtube.com/@acme");
    await user.click(screen.getByRole("button", { name: "Remove the LinkedIn link" }));
    expect(add).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await screen.findByText("Settings saved.");
    expect(settingsDb.saves[0]).toMatchObject({
      social: [{ name: "YouTube", href: "https://youtube.com/@acme" }],
    });
  });

  it("uploads a new logo, then saves it", async () => {
    const { user } = await openSettings();
    await user.upload(screen.getByLabelText("New logo"), png());
    await user.click(screen.getByRole("button", { name: "Upload logo" }));
    // The description is required before anything is sent.
    const alt = screen.getByRole("textbox", { name: "Description of the logo" });
    expect(await screen.findByText("Describe the picture")).toBeInTheDocument();
    expect(alt).toHaveFocus();
    expect(uploads()).toEqual([]);
    await user.type(alt, "Acme Software logo");
    await user.click(screen.getByRole("button", { name: "Upload logo" }));
    expect(await screen.findByText("Logo uploaded. Save settings to use it.")).toBeInTheDocument();
    expect(logo()).toBe("/media/m2/original.png");
    expect(settingsDb.media[0]).toMatchObject({ alt: "Acme Software logo", type: "image/png" });
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await screen.findByText("Settings saved.");
    expect(settingsDb.saves[0]).toMatchObject({ logoMediaId: "m2" });
  });

  it("refuses a picture over 10 MB without sending it", async () => {
    const { user } = await openSettings();
    const big = png();
    Object.defineProperty(big, "size", { value: 10 * 1024 * 1024 + 1 });
    const input = screen.getByLabelText("New logo");
    await user.upload(input, big);
    await user.type(screen.getByRole("textbox", { name: "Description of the logo" }), "Acme logo");
    await user.click(screen.getByRole("button", { name: "Upload logo" }));
    expect(await screen.findByText("The picture is larger than 10 MB.")).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(describedText(input)).toContain("The picture is larger than 10 MB.");
    expect(uploads()).toEqual([]);
    expect(settingsDb.uploads).toBe(0);
  });

  it("shows the server's answer to a file that is no picture (415) under the field", async () => {
    await openSettings();
    // "All files" in the browser's dialog: a type the browser cannot name is left to the server.
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText("New logo");
    await user.upload(input, new File(["not a picture"], "logo.heic", { type: "" }));
    expect(input).toHaveAttribute("aria-invalid", "false");
    await user.type(screen.getByRole("textbox", { name: "Description of the logo" }), "Acme logo");
    await user.click(screen.getByRole("button", { name: "Upload logo" }));
    expect(await screen.findByText("Upload a JPEG, PNG, WebP, AVIF or SVG picture.")).toBeInTheDocument();
    expect(describedText(input)).toContain("Upload a JPEG, PNG, WebP, AVIF or SVG picture.");
    expect(settingsDb.uploads).toBe(1);
    expect(logo()).toBe("/media/m1/logo.png");
  });

  it("removes the logo, and saves none", async () => {
    const { user } = await openSettings();
    await user.click(screen.getByRole("button", { name: "Remove logo" }));
    expect(screen.getByText("No logo yet: the name is shown as text.")).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: "The logo" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await screen.findByText("Settings saved.");
    expect(settingsDb.saves[0]).toMatchObject({ logoMediaId: null });
    expect(screen.getByText("No logo yet: the name is shown as text.")).toBeInTheDocument();
  });

  it("asks before leaving with unsaved changes", async () => {
    const { user, location } = await openSettings();
    await user.type(screen.getByRole("textbox", { name: "Tagline" }), "!");
    const nav = screen.getByRole("navigation", { name: "Admin sections" });
    await user.click(within(nav).getByRole("link", { name: "Contacts" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(location()).toBe("/settings");
    expect(screen.getByRole("textbox", { name: "Tagline" })).toHaveValue("Software that works for you!");
    await user.click(within(nav).getByRole("link", { name: "Contacts" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Leave without saving" }),
    );
    await expect.poll(location).toBe("/list");
  });

  it("leaves without asking once the changes are saved", async () => {
    const { user, location } = await openSettings();
    await user.type(screen.getByRole("textbox", { name: "Tagline" }), "!");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await screen.findByText("Settings saved.");
    const nav = screen.getByRole("navigation", { name: "Admin sections" });
    await user.click(within(nav).getByRole("link", { name: "Contacts" }));
    await expect.poll(location).toBe("/list");
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("is listed in the owners' navigation", async () => {
    const { user, location } = await openSettings();
    const nav = screen.getByRole("navigation", { name: "Admin sections" });
    await user.click(within(nav).getByRole("link", { name: "Contacts" }));
    await expect.poll(location).toBe("/list");
    await user.click(within(nav).getByRole("link", { name: "Settings" }));
    expect(await screen.findByRole("heading", { name: "Settings", level: 1 })).toBeInTheDocument();
  });
});

describe("/settings (staff)", () => {
  beforeEach(() => {
    adminDb.role = "staff";
  });

  it("says only owners may change the settings, asks nothing of the server, and is not in the menu", async () => {
    renderAdmin("/settings");
    expect(await screen.findByRole("heading", { name: "Settings", level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Only owners can change the company's settings. You are signed in as staff",
    );
    const nav = screen.getByRole("navigation", { name: "Admin sections" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((l) => l.textContent),
    ).not.toContain("Settings");
    expect(adminDb.requests.some((r) => r.path.startsWith("/api/Settings"))).toBe(false);
    expect(screen.queryByRole("textbox", { name: "Company name" })).toBeNull();
  });
});

describe("publishing", () => {
  it("says when the public pages were last published, and with how many pages", async () => {
    await openSettings();
    const line = await screen.findByText(
      (_, el) => el?.tagName === "P" && /^Published at .+ \(60 pages\)\.$/.test(el.textContent ?? ""),
    );
    expect(line.querySelector("time")?.getAttribute("datetime")).toBe("2026-01-15T09:31:00.000Z");
    expect(screen.getByText(/Public pages follow within a minute\./)).toBeTruthy();
  });

  it("says a publish is under way, or why it failed", async () => {
    settingsDb.publish = { state: "publishing", publishedAt: null, pages: null, ms: null };
    const { unmount } = await openSettings();
    expect(await screen.findByText("Publishing…")).toBeTruthy();
    unmount();
    settingsDb.publish = {
      state: "failed",
      publishedAt: null,
      pages: null,
      ms: null,
      error: "/about answered 500 while publishing",
    };
    await openSettings();
    expect(await screen.findByText("Publishing failed: /about answered 500 while publishing")).toBeTruthy();
  });
});
