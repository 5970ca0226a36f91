import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import MiniSearch from "minisearch";
import { http, HttpResponse } from "msw";
import { createRoutesStub, useParams } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { SEARCH_INDEX_PATH } from "~/content/insights/search-path";
import { excerpt, markMatches } from "~/features/insights/search/excerpt";
import { forgetSearchEngine, InsightsSearch } from "~/features/insights/search/insights-search";
import { type IndexedPost, searchIndexJson } from "~/features/insights/search/search-index";
import { type SearchDocument, searchOptions } from "~/features/insights/search/search-options";
import { loadPage } from "~/lib/load-page";
import { server } from "../msw/server";

vi.mock("~/lib/load-page", () => ({ loadPage: vi.fn() }));

const posts: IndexedPost[] = [
  {
    slug: "website-or-app",
    title: "Website or app: how to choose",
    description: "What each one costs and when a business needs both.",
    publishDate: "2026-11-02",
    tags: ["Websites", "Mobile apps"],
    text: "Most small businesses start with a website. An app earns its place when customers come back every week, for example to reorder supplies or check a loyalty balance.",
  },
  {
    slug: "kpi-dashboard",
    title: "What a KPI dashboard should show",
    description: "Five numbers an owner reads every Monday.",
    publishDate: "2026-11-10",
    tags: ["Dashboards", "Data"],
    text: "A dashboard is only useful when someone acts on it. Start with revenue, margin and the cash you can spend, then add the leading indicators that warn you early.",
  },
];
const indexJson = searchIndexJson(posts);

describe("the search index", () => {
  const index = MiniSearch.loadJSON<SearchDocument>(indexJson, searchOptions);
  const slugs = (q: string) => index.search(q).map((r) => r.id);

  it("finds posts by words in the title, the body and the tags, and by the start of a word", () => {
    expect(slugs("choose")).toEqual(["website-or-app"]);
    expect(slugs("loyalty")).toEqual(["website-or-app"]);
    expect(slugs("dashboards")).toContain("kpi-dashboard");
    expect(slugs("indicat")).toEqual(["kpi-dashboard"]);
    expect(slugs("payroll")).toEqual([]);
  });
});

describe("excerpts", () => {
  it("mark every word that starts with a matched term, whatever its case", () => {
    expect(markMatches("Loyalty pays; loyal customers return.", ["loyal"])).toEqual([
      { text: "Loyalty", match: true },
      { text: " pays; ", match: false },
      { text: "loyal", match: true },
      { text: " customers return.", match: false },
    ]);
  });

  it("show the text around the first match, cut at words, with ellipses where text was left out", () => {
    const text = `${"Intro words come first here. ".repeat(10)}The needle sits in the middle. ${"Closing words follow on. ".repeat(10)}`;
    const parts = excerpt(text, ["needle"], "fallback", 80);
    const shown = parts.map((p) => p.text).join("");
    expect(shown.startsWith("…")).toBe(true);
    expect(shown.endsWith("…")).toBe(true);
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(["needle"]);
    expect(shown.length).toBeLessThanOrEqual(82);
  });

  it("fall back to the description when the match is only in the title or tags", () => {
    expect(
      excerpt("Body without it.", ["choose"], "What each one costs.")
        .map((p) => p.text)
        .join(""),
    ).toBe("What each one costs.");
  });
});

function renderSearch() {
  function Post() {
    return <h1>Post {useParams().slug}</h1>;
  }
  const Stub = createRoutesStub([
    { path: "/insights", Component: InsightsSearch },
    { path: "/insights/:slug", Component: Post },
  ]);
  render(<Stub initialEntries={["/insights"]} />);
}

describe("the search box", () => {
  beforeEach(forgetSearchEngine);

  it("loads nothing until focused, then finds a post by a body word and opens it from the keyboard", async () => {
    let indexRequests = 0;
    server.use(
      http.get(`*${SEARCH_INDEX_PATH}`, () => {
        indexRequests += 1;
        return new HttpResponse(indexJson, { headers: { "Content-Type": "application/json" } });
      }),
    );
    const user = userEvent.setup();
    renderSearch();
    const box = screen.getByRole("combobox", { name: "Search insights" });
    expect(indexRequests).toBe(0);

    await user.click(box);
    await user.type(box, "loyalty");
    const list = await screen.findByRole("listbox", { name: "Matching posts" });
    expect(indexRequests).toBe(1);
    const option = within(list).getByRole("option", { name: /Website or app: how to choose/ });
    expect(within(option).getByText("loyalty", { selector: "mark" })).toBeInTheDocument();
    expect(within(option).getByText("2 November 2026")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("1 post found");
    expect(box).toHaveAttribute("aria-expanded", "true");

    await user.keyboard("{ArrowDown}");
    expect(option).toHaveAttribute("aria-selected", "true");
    expect(box).toHaveAttribute("aria-activedescendant", option.id);
    await user.keyboard("{Enter}");
    // A page load of the post, so its own prerendered page and policy apply.
    expect(loadPage).toHaveBeenCalledWith("/insights/website-or-app");
  });

  it("says when nothing matches, closes on Escape and clears on a second Escape", async () => {
    server.use(
      http.get(
        `*${SEARCH_INDEX_PATH}`,
        () => new HttpResponse(indexJson, { headers: { "Content-Type": "application/json" } }),
      ),
    );
    const user = userEvent.setup();
    renderSearch();
    const box = screen.getByRole("combobox", { name: "Search insights" });
    await user.click(box);
    await user.type(box, "payroll");
    expect(await screen.findByText("No posts match “payroll”.")).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, "dashboard");
    await screen.findByRole("listbox", { name: "Matching posts" });
    await user.keyboard("{Escape}");
    expect(box).toHaveAttribute("aria-expanded", "false");
    expect(box).toHaveValue("dashboard");
    await user.keyboard("{Escape}");
    expect(box).toHaveValue("");
  });

  it("offers another try when the index cannot be loaded", async () => {
    let fail = true;
    server.use(
      http.get(`*${SEARCH_INDEX_PATH}`, () =>
        fail
          ? new HttpResponse(null, { status: 503 })
          : new HttpResponse(indexJson, { headers: { "Content-Type": "application/json" } }),
      ),
    );
    const user = userEvent.setup();
    renderSearch();
    await user.click(screen.getByRole("combobox", { name: "Search insights" }));
    expect(await screen.findByText(/Search could not be loaded/)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    const box = screen.getByRole("combobox", { name: "Search insights" });
    await user.type(box, "margin");
    expect(
      await screen.findByRole("option", { name: /What a KPI dashboard should show/ }),
    ).toBeInTheDocument();
  });
});
