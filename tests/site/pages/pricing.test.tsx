import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import PricingPage, { meta } from "~/app/routes/pricing";
import { formatInr } from "~/content/pricing";
import { expectHeadingOutline, jsonLd, renderPage } from "./helpers";

const plan = (name: string) => screen.getByRole("article", { name });

describe("/pricing", () => {
  it("formats rupees with Indian digit grouping", () => {
    expect(formatInr(25000)).toBe("₹25,000");
    expect(formatInr(2500000)).toBe("₹25,00,000");
  });

  it("shows the three plans with their prices and struck-through original prices", () => {
    renderPage(PricingPage, "/pricing");
    const expected = [
      ["Starter", "₹25,000", "₹35,000"],
      ["Standard", "₹40,000", "₹55,000"],
      ["Enhanced", "₹70,000", "₹95,000"],
    ] as const;
    for (const [name, price, was] of expected) {
      const card = plan(name);
      expect(within(card).getByTestId("plan-price")).toHaveTextContent(`Price ${price}`);
      const struck = within(card).getByTestId("plan-original-price");
      expect(struck.tagName).toBe("DEL");
      expect(struck).toHaveTextContent(`was ${was}`);
      for (const included of ["1 year free hosting", "1 year free domain", "10 email IDs"])
        expect(within(card).getByText(included)).toBeInTheDocument();
    }
    expect(within(plan("Starter")).getByText("5 pages")).toBeInTheDocument();
    expect(within(plan("Standard")).getByText("8-10 pages")).toBeInTheDocument();
  });

  it("marks only Standard as Most Popular and sends plan buttons to /contact and another to /demo", () => {
    renderPage(PricingPage, "/pricing");
    expect(screen.getAllByText("Most Popular")).toHaveLength(1);
    expect(within(plan("Standard")).getByText("Most Popular")).toBeInTheDocument();
    for (const name of ["Starter", "Standard", "Enhanced"])
      expect(within(plan(name)).getByRole("link", { name: `Get Started with ${name}` })).toHaveAttribute(
        "href",
        "/contact",
      );
    expect(screen.getByRole("link", { name: "Book a Free Demo" })).toHaveAttribute("href", "/demo");
  });

  it("shows four feature blurbs and four FAQs that open and close", async () => {
    const user = userEvent.setup();
    const { container } = renderPage(PricingPage, "/pricing");
    const features = screen.getByRole("heading", { name: "Included with every plan" }).parentElement!;
    expect(within(features).getAllByRole("heading", { level: 3 })).toHaveLength(4);

    const details = container.querySelectorAll("details");
    expect(details).toHaveLength(4);
    const first = details[0]!;
    expect(first.open).toBe(false);
    await user.click(within(first).getByText("How long does it take to build my website?"));
    expect(first.open).toBe(true);
    expect(within(first).getByText(/Starter website takes 2-3 weeks/)).toHaveTextContent(
      "A Starter website takes 2-3 weeks, a Standard website 3-4 weeks and an Enhanced website 4-6 weeks",
    );
    await user.click(within(first).getByText("How long does it take to build my website?"));
    expect(first.open).toBe(false);
    expectHeadingOutline(container);
  });

  it("publishes the FAQs as FAQPage JSON-LD", () => {
    const faq = jsonLd(meta({ matches: [] })).find((d) => d["@type"] === "FAQPage") as {
      mainEntity: { name: string }[];
    };
    expect(faq.mainEntity).toHaveLength(4);
    expect(faq.mainEntity[0]?.name).toBe("How long does it take to build my website?");
  });
});
