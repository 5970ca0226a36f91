import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SITE_PART_ATTRIBUTE } from "~/contract/site-origin";
import { apiBaseUrl, sitePart } from "~/lib/site-part";
import { freshStore, renderLayout } from "./layout-harness";

const markPage = (part: string) => document.documentElement.setAttribute(SITE_PART_ATTRIBUTE, part);

afterEach(() => document.documentElement.removeAttribute(SITE_PART_ATTRIBUTE));

describe("a page the server marked for an origin (ADMIN_ORIGIN)", () => {
  it("reads which origin it is on, and calls the API there", () => {
    expect(sitePart()).toBeUndefined();
    markPage("admin");
    expect(sitePart()).toBe("admin");
    expect(apiBaseUrl()).toBe("/api");
    markPage("public");
    expect(sitePart()).toBe("public");
    markPage("other");
    expect(sitePart()).toBeUndefined();
  });

  it("shows the public layout on the public origin", () => {
    freshStore("rejected");
    markPage("public");
    renderLayout("/about");
    expect(screen.getByRole("heading", { name: "About page" })).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });

  it("never shows a public page, its header, footer or chat on the admin's origin", () => {
    freshStore("accepted");
    markPage("admin");
    // The layout asks for the page again (the server redirects it); jsdom notes that it cannot navigate.
    const { container } = renderLayout("/about");
    expect(screen.queryByRole("heading", { name: "About page" })).toBeNull();
    expect(screen.queryByRole("banner")).toBeNull();
    expect(screen.queryByRole("contentinfo")).toBeNull();
    expect(container).toBeEmptyDOMElement();
  });
});
