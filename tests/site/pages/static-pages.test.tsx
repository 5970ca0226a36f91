import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import AboutPage from "~/app/routes/about";
import PrivacyPage from "~/app/routes/privacy";
import TermsPage from "~/app/routes/terms";
import VisionPage from "~/app/routes/vision";
import { buildTimeCompany as company } from "~/content/company";
import { figures } from "~/content/figures";
import { expectHeadingOutline, renderPage } from "./helpers";

describe("/about", () => {
  it("shows hero, stats, mission, four values and three team members with initials avatars", () => {
    const { container } = renderPage(AboutPage, "/about");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("About Us");
    const stats = screen.getByRole("region", { name: "Our numbers" });
    expect(within(stats).getByText(figures.clients.value)).toBeInTheDocument();
    expect(within(stats).getByText(figures.support.value)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Our Mission" })).toBeInTheDocument();

    const values = screen.getByRole("heading", { name: "Our Values" }).parentElement!;
    expect(within(values).getAllByRole("heading", { level: 3 })).toHaveLength(4);

    const team = within(screen.getByRole("heading", { name: "Our Team" }).parentElement!).getAllByRole(
      "listitem",
    );
    expect(team).toHaveLength(3);
    const roles = team.map((m) => m.querySelector("p")?.textContent);
    expect(roles).toEqual(["Co-Founder", "Co-Founder", "Managing Director"]);
    expect(team[0]).toHaveTextContent("AS");
    expect(container.querySelectorAll("img")).toHaveLength(0);
    expectHeadingOutline(container);
  });
});

describe("/vision", () => {
  it("shows vision, mission and core values", () => {
    const { container } = renderPage(VisionPage, "/vision");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Our Vision");
    for (const name of ["Vision", "Mission", "Core Values"])
      expect(screen.getByRole("heading", { level: 2, name })).toBeInTheDocument();
    expectHeadingOutline(container);
  });
});

describe("/terms-and-conditions", () => {
  it("has the eight sections, each reachable from the table of contents", () => {
    const { container } = renderPage(TermsPage, "/terms-and-conditions");
    const toc = screen.getByRole("navigation", { name: "Contents" });
    const links = within(toc).getAllByRole("link");
    expect(links.map((l) => l.textContent)).toEqual([
      "1. Acceptance of Terms",
      "2. Use License",
      "3. Disclaimer",
      "4. Limitations",
      "5. Revisions and Errata",
      "6. Links",
      "7. Site Terms of Use Modifications",
      "8. Governing Law",
    ]);
    for (const link of links) {
      const target = container.querySelector(link.getAttribute("href")!);
      expect(target?.tagName).toBe("SECTION");
      expect(within(target as HTMLElement).getByRole("heading", { level: 2 })).toHaveTextContent(
        link.textContent!,
      );
    }
    expectHeadingOutline(container);
  });
});

describe("/privacy", () => {
  it("says what is collected, why, for how long, the person's rights and whom to write to, with the company's details", () => {
    const { container } = renderPage(PrivacyPage, "/privacy");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Privacy Notice");
    const toc = within(screen.getByRole("navigation", { name: "Contents" })).getAllByRole("link");
    expect(toc.map((l) => l.textContent)).toEqual([
      "1. Who We Are",
      "2. What We Collect",
      "3. Why We Use It",
      "4. Your Consent",
      "5. How Long We Keep It",
      "6. Who Helps Us",
      "7. Your Rights",
      "8. Whom to Write To",
    ]);
    const text = container.textContent ?? "";
    expect(text).toContain(company.legalName);
    expect(text).toContain(company.email);
    expect(text).not.toMatch(/\{\w+\}/);
    expectHeadingOutline(container);
  });
});
