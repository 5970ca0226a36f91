import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { freshStore, renderLayout } from "./layout-harness";

const mainNav = () => screen.getByRole("navigation", { name: "Main" });
const servicesButton = () => within(mainNav()).getByRole("button", { name: "Services" });
const platformButton = () => within(mainNav()).getByRole("button", { name: "Platform" });
const menuOf = (button: HTMLElement) => document.getElementById(button.getAttribute("aria-controls") ?? "")!;

describe("main navigation", () => {
  beforeEach(() => freshStore("rejected"));

  it("lists the entries of the spec in order", () => {
    renderLayout();
    const top = within(mainNav())
      .getAllByRole("listitem")
      .filter((li) => li.parentElement === mainNav().querySelector("ul"))
      .map((li) => li.querySelector("a,button")?.textContent?.trim());
    expect(top).toEqual([
      "Home",
      "About Us",
      "Services",
      "Platform",
      "Insights",
      "Pricing",
      "Contact us",
      "Demo",
    ]);
  });

  it("opens the Services dropdown on click with its four entries, and navigates from it", async () => {
    const user = userEvent.setup();
    const { router } = renderLayout();
    expect(servicesButton()).toHaveAttribute("aria-expanded", "false");
    expect(menuOf(servicesButton())).not.toBeVisible();

    await user.click(servicesButton());
    expect(servicesButton()).toHaveAttribute("aria-expanded", "true");
    const links = within(menuOf(servicesButton())).getAllByRole("link");
    expect(links.map((l) => [l.textContent, l.getAttribute("href")])).toEqual([
      ["AI & Data Science", "/ai"],
      ["Website Development", "/service/web"],
      ["App Development", "/service/app"],
      ["Social Media Management", "/social"],
    ]);

    await user.click(within(menuOf(servicesButton())).getByRole("link", { name: "App Development" }));
    expect(router.state.location.pathname).toBe("/service/app");
    expect(screen.getByRole("heading", { name: "App page" })).toBeInTheDocument();
    expect(servicesButton()).toHaveAttribute("aria-expanded", "false");
  });

  it("has a Platform dropdown with Social Media Management and KPI Extract", async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(platformButton());
    const links = within(menuOf(platformButton())).getAllByRole("link");
    expect(links.map((l) => [l.textContent, l.getAttribute("href")])).toEqual([
      ["Social Media Management", "/social"],
      ["KPI Extract", "/platform/kpi-extract"],
    ]);
  });

  it("closes an open dropdown on a click outside it", async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(servicesButton());
    expect(menuOf(servicesButton())).toBeVisible();
    await user.click(screen.getByRole("heading", { name: "Home page" }));
    expect(servicesButton()).toHaveAttribute("aria-expanded", "false");
    expect(menuOf(servicesButton())).not.toBeVisible();
  });

  it("opening one dropdown closes the other", async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(servicesButton());
    await user.click(platformButton());
    expect(servicesButton()).toHaveAttribute("aria-expanded", "false");
    expect(platformButton()).toHaveAttribute("aria-expanded", "true");
  });

  it.each([["{Enter}"], [" "]])("opens with the keyboard (%s) and closes on Escape", async (key) => {
    const user = userEvent.setup();
    renderLayout();
    servicesButton().focus();
    await user.keyboard(key);
    expect(servicesButton()).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Escape}");
    expect(servicesButton()).toHaveAttribute("aria-expanded", "false");
    expect(servicesButton()).toHaveFocus();
  });

  it("ArrowDown opens and focuses the first item; arrows move between items and wrap; Escape returns focus", async () => {
    const user = userEvent.setup();
    renderLayout();
    servicesButton().focus();
    await user.keyboard("{ArrowDown}");
    expect(servicesButton()).toHaveAttribute("aria-expanded", "true");
    const link = (name: string) => within(menuOf(servicesButton())).getByRole("link", { name });
    expect(link("AI & Data Science")).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(link("Website Development")).toHaveFocus();
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(link("Social Media Management")).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(link("AI & Data Science")).toHaveFocus();
    await user.keyboard("{End}");
    expect(link("Social Media Management")).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(servicesButton()).toHaveAttribute("aria-expanded", "false");
    expect(servicesButton()).toHaveFocus();
  });

  it("Enter on a focused item follows it", async () => {
    const user = userEvent.setup();
    const { router } = renderLayout();
    platformButton().focus();
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect(router.state.location.pathname).toBe("/platform/kpi-extract");
    expect(platformButton()).toHaveAttribute("aria-expanded", "false");
  });

  it("closes when focus tabs out of the dropdown", async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(platformButton());
    await user.tab(); // Social Media Management
    await user.tab(); // KPI Extract
    await user.tab(); // Insights, outside
    expect(within(mainNav()).getByRole("link", { name: "Insights" })).toHaveFocus();
    expect(platformButton()).toHaveAttribute("aria-expanded", "false");
  });

  it("shows the top bar with social links, a chat link, phone and email", () => {
    renderLayout();
    const social = screen.getByRole("list", { name: "Social media" });
    expect(
      within(social)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Facebook", "Instagram", "LinkedIn", "X"]);
    expect(screen.getByRole("link", { name: /Chat with us/ })).toHaveAttribute(
      "href",
      expect.stringMatching(/^https:/),
    );
    const banner = screen.getAllByRole("link").filter((a) => a.getAttribute("href")?.startsWith("tel:"));
    expect(banner.length).toBeGreaterThan(0);
    expect(screen.getAllByRole("link").some((a) => a.getAttribute("href")?.startsWith("mailto:"))).toBe(true);
  });
});
