import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import AiPage, { meta as aiMeta } from "~/app/routes/ai";
import AppPage, { meta as appMeta } from "~/app/routes/service-app";
import WebPage, { meta as webMeta } from "~/app/routes/service-web";
import SocialPage, { meta as socialMeta } from "~/app/routes/social";
import { canonical, expectHeadingOutline, jsonLd, jsonLdTypes, renderPage } from "./helpers";

describe("service detail pages", () => {
  it("/service/app shows the 4-step workflow in order", () => {
    const { container } = renderPage(AppPage, "/service/app");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("App Development");
    const workflow = screen.getByRole("heading", { name: "Our 4-step workflow" }).parentElement!;
    const steps = within(workflow).getAllByRole("listitem");
    expect(steps).toHaveLength(4);
    expect(steps.map((s) => within(s).getByRole("heading").textContent)).toEqual([
      "Step 1: Discovery & Planning",
      "Step 2: Design & Prototyping",
      "Step 3: Development",
      "Step 4: Testing & Launch",
    ]);
    expectHeadingOutline(container);
  });

  it("/ai offers chatbots, WhatsApp and IVR integration", () => {
    const { container } = renderPage(AiPage, "/ai");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("AI & Data Science");
    for (const name of ["AI chatbots", "WhatsApp integration", "IVR integration"])
      expect(screen.getByRole("heading", { level: 3, name })).toBeInTheDocument();
    expect(screen.getByText("95%")).toBeInTheDocument();
    expectHeadingOutline(container);
  });

  it("/service/web and /social render their own content with calls to action", () => {
    const web = renderPage(WebPage, "/service/web");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Website Development");
    expect(screen.getByRole("link", { name: "Get a Free Quote" })).toHaveAttribute("href", "/contact");
    expect(screen.getByRole("link", { name: "Book a Demo" })).toHaveAttribute("href", "/demo");
    expectHeadingOutline(web.container);
    web.unmount();

    const social = renderPage(SocialPage, "/service/social");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Social Media Management");
    expectHeadingOutline(social.container);
  });

  it("/service/social and /social share one canonical URL", () => {
    expect(canonical(socialMeta({ matches: [] }))).toBe("https://www.example.com/social");
  });

  it("publishes Service and BreadcrumbList JSON-LD on each service page", () => {
    for (const [m, name, path] of [
      [webMeta, "Website Development", "/service/web"],
      [appMeta, "App Development", "/service/app"],
      [socialMeta, "Social Media Management", "/social"],
      [aiMeta, "AI & Data Science", "/ai"],
    ] as const) {
      const tags = m({ matches: [] });
      expect(jsonLdTypes(tags)).toEqual(["Organization", "Service", "BreadcrumbList"]);
      const service = jsonLd(tags)[1]!;
      expect(service.name).toBe(name);
      expect(service.url).toBe(`https://www.example.com${path}`);
      const crumbs = jsonLd(tags)[2] as {
        itemListElement: { position: number; name: string; item: string }[];
      };
      expect(crumbs.itemListElement.map((c) => c.name)).toEqual(["Home", "Services", name]);
      expect(crumbs.itemListElement.map((c) => c.position)).toEqual([1, 2, 3]);
    }
  });
});
