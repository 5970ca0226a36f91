import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { freshStore, renderLayout } from "./layout-harness";

const toggle = () => screen.getByRole("button", { name: /menu$/ });
const menu = () => document.getElementById("mobile-menu")!;

describe("mobile menu", () => {
  beforeEach(() => freshStore("rejected"));

  it("toggles with aria-expanded and lists every entry, dropdown entries included", async () => {
    const user = userEvent.setup();
    renderLayout();
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(toggle()).toHaveAccessibleName("Open menu");
    expect(menu()).not.toBeVisible();

    await user.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    expect(toggle()).toHaveAccessibleName("Close menu");
    expect(menu()).toBeVisible();
    const labels = within(menu())
      .getAllByRole("link")
      .map((a) => a.textContent);
    expect(labels).toEqual([
      "Home",
      "About Us",
      "AI & Data Science",
      "Website Development",
      "App Development",
      "Social Media Management",
      "Social Media Management",
      "KPI Extract",
      "Insights",
      "Pricing",
      "Contact us",
      "Demo",
    ]);

    await user.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(menu()).not.toBeVisible();
  });

  it("closes when a link navigates", async () => {
    const user = userEvent.setup();
    const { router } = renderLayout();
    await user.click(toggle());
    await user.click(within(menu()).getByRole("link", { name: "Pricing" }));
    expect(router.state.location.pathname).toBe("/pricing");
    expect(screen.getByRole("heading", { name: "Pricing page" })).toBeInTheDocument();
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(menu()).not.toBeVisible();
  });

  it("closes on a link to the page already shown", async () => {
    const user = userEvent.setup();
    renderLayout("/pricing");
    await user.click(toggle());
    await user.click(within(menu()).getByRole("link", { name: "Pricing" }));
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });

  it("closes when the route changes by other means (back button)", async () => {
    const user = userEvent.setup();
    const { router } = renderLayout("/about");
    await user.click(toggle());
    await router.navigate("/contact");
    expect(await screen.findByRole("heading", { name: "Contact page" })).toBeInTheDocument();
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape and gives focus back to the toggle", async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(toggle());
    within(menu()).getByRole("link", { name: "Demo" }).focus();
    await user.keyboard("{Escape}");
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(toggle()).toHaveFocus();
  });

  it("closes on a click outside it", async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(toggle());
    await user.click(screen.getByRole("heading", { name: "Home page" }));
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });
});
