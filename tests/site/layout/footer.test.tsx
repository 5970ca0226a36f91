import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { buildTimeCompany as company } from "~/content/company";
import { freshStore, loadConsentBanner, renderLayout } from "./layout-harness";

const footer = () => screen.getByRole("contentinfo");
const linksIn = (name: string) =>
  within(within(footer()).getByRole("navigation", { name }))
    .getAllByRole("link")
    .map((a) => [a.textContent, a.getAttribute("href")]);

describe("footer", () => {
  beforeEach(() => freshStore("rejected"));

  it("shows the 2025 copyright with the company name", () => {
    renderLayout();
    expect(within(footer()).getByText(/© 2025/)).toHaveTextContent(`© 2025 ${company.legalName}`);
  });

  it("has quick links to the public pages", () => {
    renderLayout();
    expect(linksIn("Quick Links")).toEqual([
      ["Home", "/"],
      ["About Us", "/about"],
      ["Services", "/service"],
      ["Our Vision", "/vision"],
      ["Insights", "/insights"],
      ["Pricing", "/pricing"],
      ["Book a Demo", "/demo"],
      ["Contact us", "/contact"],
      ["Terms & Conditions", "/terms-and-conditions"],
      ["Privacy Notice", "/privacy"],
    ]);
  });

  it("lists the services", () => {
    renderLayout();
    expect(linksIn("Services")).toEqual([
      ["Website Development", "/service/web"],
      ["App Development", "/service/app"],
      ["AI & Data Science", "/ai"],
      ["Social Media Management", "/social"],
      ["KPI Extract Platform", "/platform/kpi-extract"],
    ]);
  });

  it("gives the contact details from the company content file", () => {
    renderLayout();
    const address = footer().querySelector("address")!;
    expect(address).toHaveTextContent(company.address.street);
    expect(within(address).getByRole("link", { name: company.phone })).toHaveAttribute(
      "href",
      company.phoneHref,
    );
    expect(within(address).getByRole("link", { name: company.email })).toHaveAttribute(
      "href",
      `mailto:${company.email}`,
    );
  });

  it("'Cookie preferences' reopens the consent choice after one was made", async () => {
    await loadConsentBanner();
    const user = userEvent.setup();
    freshStore("accepted");
    // A build with a tool that needs consent (GA4 or the chat widget).
    renderLayout("/", { askConsent: true });
    expect(screen.queryByRole("button", { name: "Accept" })).not.toBeInTheDocument();
    await user.click(within(footer()).getByRole("button", { name: "Cookie preferences" }));
    expect(screen.getByRole("button", { name: "Accept" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Cookies and analytics" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Reject" }));
    expect(screen.queryByRole("button", { name: "Reject" })).not.toBeInTheDocument();
  });
});
