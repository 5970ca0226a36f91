import { describe, expect, it } from "vitest";
import { parseSiteEnv } from "~/lib/env";

describe("site settings (VITE_*)", () => {
  it("fills the defaults and treats blank values as unset", async () => {
    expect(await parseSiteEnv({ VITE_API_BASE_URL: " ", VITE_GA_MEASUREMENT_ID: "" })).toEqual({
      apiBaseUrl: "/api",
      siteUrl: "https://www.example.com",
    });
  });

  it("keeps valid values, the site URL without its trailing slash", async () => {
    expect(
      await parseSiteEnv({
        VITE_API_BASE_URL: "https://api.acme.test",
        VITE_SITE_URL: "https://acme.test/",
        VITE_GA_MEASUREMENT_ID: "G-E2ETEST0000",
        VITE_CHAT_WIDGET_SRC: "/e2e-chat-widget.js",
      }),
    ).toEqual({
      apiBaseUrl: "https://api.acme.test",
      siteUrl: "https://acme.test",
      gaMeasurementId: "G-E2ETEST0000",
      chatWidgetSrc: "/e2e-chat-widget.js",
    });
  });

  it("refuses wrong values and names each one", async () => {
    const parsing = parseSiteEnv({
      VITE_SITE_URL: "acme.test",
      VITE_GA_MEASUREMENT_ID: "UA-12345",
      VITE_CHAT_WIDGET_SRC: "javascript:alert(1)",
    });
    await expect(parsing).rejects.toThrow("Invalid site settings");
    const message = await parsing.catch((e: Error) => e.message);
    for (const name of ["VITE_SITE_URL", "VITE_GA_MEASUREMENT_ID", "VITE_CHAT_WIDGET_SRC"]) {
      expect(message).toContain(name);
    }
    expect(message).not.toContain("VITE_API_BASE_URL");
  });
});
