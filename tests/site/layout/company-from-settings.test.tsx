import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { loader } from "~/app/root";
import { meta as contactMeta } from "~/app/routes/contact";
import { LegalPage } from "~/components/sections/legal-page";
import { Footer } from "~/components/layout/footer";
import { Header } from "~/components/layout/header";
import { buildTimeCompany, CompanyContext } from "~/content/company";
import { privacy } from "~/content/privacy";
import { defaultCompanySettings, paletteCss, siteCompanyFrom } from "~/shared/site-company";
import { jsonLd, metaTitle } from "../pages/helpers";

// The owner's settings reach every page through the root route's data (docs/decisions/0072).
const sharma = siteCompanyFrom(
  {
    ...defaultCompanySettings,
    name: "Sharma Digital",
    legalName: "Sharma Digital Solutions LLP",
    brandColour: "#0f766e",
    phone: "+91 98310 12345",
    whatsapp: "+91 98310 55555",
    email: "hello@sharma.example",
    address: {
      street: "12 Park Street",
      city: "Kolkata",
      region: "West Bengal",
      postalCode: "700016",
      country: "India",
    },
    social: [{ name: "LinkedIn", href: "https://www.linkedin.com/company/sharma" }],
  },
  "/media/m1/logo.png",
);

const withCompany = (ui: React.ReactNode) =>
  render(
    <MemoryRouter>
      <CompanyContext value={sharma}>{ui}</CompanyContext>
    </MemoryRouter>,
  );

describe("the company on the pages comes from its settings", () => {
  it("the root loader passes on the company in its load context, else the build's", () => {
    expect(loader({ context: { company: sharma } } as never).company).toBe(sharma);
    expect(loader({ context: {} } as never).company).toBe(buildTimeCompany);
  });

  it("titles and JSON-LD name the company of the root's data", () => {
    const tags = contactMeta({ matches: [{ id: "root", data: { company: sharma } }] });
    expect(metaTitle(tags)).toBe("Contact Us | Sharma Digital");
    const org = jsonLd(tags)[0] as { name: string; telephone: string; logo: string };
    expect(org.name).toBe("Sharma Digital Solutions LLP");
    expect(org.telephone).toBe("+91 98310 12345");
    expect(org.logo).toBe("https://www.example.com/media/m1/logo.png");
  });

  it("header and footer show its name, logo, contacts and links", () => {
    withCompany(
      <>
        <Header />
        <Footer cookiePreferences={false} />
      </>,
    );
    const home = screen.getByRole("link", { name: /Sharma Digital/ });
    // The logo is decoration beside the name (alt=""), so it has no role of its own.
    expect(home.querySelector("img")).toHaveAttribute("src", "/media/m1/logo.png");
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByText(/©/)).toHaveTextContent("Sharma Digital Solutions LLP");
    expect(within(footer).getByRole("link", { name: /98310 12345/ })).toHaveAttribute(
      "href",
      "tel:+919831012345",
    );
    expect(screen.getByRole("link", { name: "Chat with us" })).toHaveAttribute(
      "href",
      "https://wa.me/919831055555",
    );
    expect(screen.getByRole("link", { name: "LinkedIn" })).toHaveAttribute(
      "href",
      "https://www.linkedin.com/company/sharma",
    );
  });

  it("legal texts fill in its legal name and address", () => {
    withCompany(<LegalPage page={privacy} />);
    expect(screen.getAllByText(/Sharma Digital Solutions LLP/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/12 Park Street, Kolkata, West Bengal 700016/).length).toBeGreaterThan(0);
  });

  it("its colour becomes the brand variables", () => {
    expect(paletteCss(sharma.palette)).toContain("--brand-600:#0f766e");
    expect(paletteCss(buildTimeCompany.palette)).toContain("--brand-600:#1d5fd6");
  });
});
