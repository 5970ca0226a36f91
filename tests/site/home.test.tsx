import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as home from "~/app/routes/home";
import { homeServiceCards } from "~/content/services";
import { renderPages } from "./route-stub";

describe("home page", () => {
  it("has the typed hero with calls to action to /contact and /ai", async () => {
    renderPages([{ index: true, module: home }], "/");
    const h1 = await screen.findByRole("heading", { level: 1 });
    expect(h1).toHaveTextContent("Designers, Developers, Creators, Visionaries");
    expect(screen.getByRole("link", { name: "Get in Touch" })).toHaveAttribute("href", "/contact");
    expect(screen.getByRole("link", { name: "Explore AI Solutions" })).toHaveAttribute("href", "/ai");
  });

  it("shows five service cards, each with its first four features, linking to their pages", async () => {
    renderPages([{ index: true, module: home }], "/");
    const section = (await screen.findByRole("heading", { name: "What we do" })).closest("section")!;
    const cards = within(section).getAllByRole("article");
    expect(cards).toHaveLength(5);
    expect(cards.map((c) => within(c).getByRole("link").getAttribute("href"))).toEqual([
      "/ai",
      "/service/web",
      "/service/app",
      "/social",
      "/platform/kpi-extract",
    ]);
    cards.forEach((card, i) => {
      const features = within(card)
        .getAllByRole("listitem")
        .map((li) => li.textContent);
      expect(features).toEqual(homeServiceCards[i]!.service.features.slice(0, 4));
    });
  });

  it("shows advantages, stats and three testimonials", async () => {
    renderPages([{ index: true, module: home }], "/");
    expect(await screen.findByRole("heading", { name: "Why work with us" })).toBeInTheDocument();
    const testimonials = screen.getByRole("heading", { name: "What our clients say" }).closest("section")!;
    expect(within(testimonials).getAllByRole("figure")).toHaveLength(3);
    expect(screen.getByText("500+")).toBeInTheDocument();
  });
});
