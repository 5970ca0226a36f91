import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import ServicesPage from "~/app/routes/services";
import { figures } from "~/content/figures";
import { expectHeadingOutline, renderPage } from "./helpers";

describe("/service overview", () => {
  it("shows six service cards linking to the spec's pages, each with its first four features", () => {
    renderPage(ServicesPage, "/service");
    const list = screen.getByRole("heading", { name: "What we offer" }).parentElement!;
    const cards = within(list).getAllByRole("article");
    expect(cards).toHaveLength(6);
    const links = cards.map((c) =>
      within(c)
        .getByRole("link", { name: /learn more/i })
        .getAttribute("href"),
    );
    expect(links).toEqual(["/service/web", "/ai", "/contact", "/contact", "/social", "/contact"]);
    expect(within(cards[0]!).getByRole("heading", { name: "Website Development" })).toBeInTheDocument();
    for (const card of cards) expect(within(card).getAllByRole("listitem")).toHaveLength(4);
    // The fifth feature of web development is left off the card.
    expect(within(cards[0]!).queryByText("Hosting, SSL & maintenance")).not.toBeInTheDocument();
  });

  it("has a stats band, the four-step process, two testimonials and calls to action to /contact and /pricing", () => {
    const { container } = renderPage(ServicesPage, "/service");
    const stats = screen.getByRole("region", { name: "Our numbers" });
    for (const f of [figures.clients, figures.projects, figures.team, figures.support])
      expect(within(stats).getByText(f.value)).toBeInTheDocument();

    const steps = within(screen.getByRole("heading", { name: "Our Process" }).parentElement!).getAllByRole(
      "heading",
      {
        level: 3,
      },
    );
    expect(steps.map((s) => s.textContent)).toEqual([
      "Step 1: Discovery",
      "Step 2: Planning",
      "Step 3: Development",
      "Step 4: Launch",
    ]);

    const testimonials = screen.getByRole("heading", { name: "What our clients say" }).parentElement!;
    expect(within(testimonials).getAllByRole("listitem")).toHaveLength(2);

    expect(screen.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    expect(screen.getByRole("link", { name: "View Pricing" })).toHaveAttribute("href", "/pricing");
    expectHeadingOutline(container);
  });
});
