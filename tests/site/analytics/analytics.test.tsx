import { captureDownloads } from "../admin/downloads";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { server } from "../msw/server";
import { renderAdmin, resetAdminState, signIn } from "../admin/harness";
import { confirmItsYou, stepUpBefore } from "../admin/step-up-server";

const today = new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const fetchedRanges: string[] = [];
const reportCalls = () => fetchedRanges;

describe("/analytics", () => {
  beforeEach(async () => {
    await resetAdminState();
    signIn();
    fetchedRanges.length = 0;
    server.events.on("request:start", ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith("/Analytics/Report"))
        fetchedRanges.push(
          url.searchParams.has("days")
            ? `days=${url.searchParams.get("days")}`
            : `${url.searchParams.get("from")}..${url.searchParams.get("to")}`,
        );
    });
  });
  afterEach(() => {
    server.events.removeAllListeners();
    vi.restoreAllMocks();
  });

  it("is in the sidebar and shows the totals with their change for the last 30 days by default", async () => {
    renderAdmin("/analytics");
    expect(await screen.findByRole("heading", { name: "Analytics" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Analytics" })).toHaveAttribute("href", "/analytics");
    const totals = await screen.findByRole("list", { name: "Totals" });
    expect(within(totals).getByText("Visitors").parentElement).toHaveTextContent(
      "Visitors3+50% vs previous 30 days",
    );
    expect(within(totals).getByText("Bounce Rate").parentElement).toHaveTextContent("75%");
    expect(within(totals).getByText("Views per Session").parentElement).toHaveTextContent("1.5");
    expect(screen.getByRole("link", { name: "30 days" })).toHaveAttribute("aria-current", "true");
    // The last 30 of the company's days: the server knows its today, and says which days and zone.
    expect(reportCalls()).toEqual(["days=30"]);
    expect(
      screen.getByText(
        `Visits counted without cookies or stored addresses, ${daysAgo(29)} to ${today} (Asia/Kolkata).`,
      ),
    ).toBeInTheDocument();
  });

  it("keeps the period in the URL: presets and a custom range", async () => {
    const user = userEvent.setup();
    const { location } = renderAdmin("/analytics?period=7");
    await screen.findByRole("list", { name: "Totals" });
    expect(reportCalls()).toEqual(["days=7"]);
    await user.click(screen.getByRole("link", { name: "90 days" }));
    await waitFor(() => expect(location()).toBe("/analytics?period=90"));
    await waitFor(() => expect(reportCalls()).toContain("days=90"));
    // The custom range starts from the days on screen.
    await waitFor(() => expect(screen.getByLabelText("From")).toHaveValue(daysAgo(89)));
    expect(screen.getByLabelText("To")).toHaveValue(today);
    const from = screen.getByLabelText("From");
    await user.clear(from);
    await user.type(from, "2027-01-01");
    const to = screen.getByLabelText("To");
    await user.clear(to);
    await user.type(to, "2027-01-10");
    await user.click(screen.getByRole("button", { name: "Apply range" }));
    await waitFor(() => expect(location()).toBe("/analytics?from=2027-01-01&to=2027-01-10"));
    await waitFor(() => expect(reportCalls()).toContain("2027-01-01..2027-01-10"));
  });

  it("says when a range in the URL cannot be used and shows the default instead", async () => {
    renderAdmin("/analytics?from=2027-02-01&to=2027-01-01");
    expect(await screen.findByRole("status", { name: "" })).toHaveTextContent(
      "The start must not be after the end.",
    );
  });

  it("reads the chart with the keyboard and offers it as a table", async () => {
    const user = userEvent.setup();
    renderAdmin("/analytics?period=7");
    const chart = await screen.findByRole("slider", { name: /Day in the chart/ });
    chart.focus();
    await user.keyboard("{End}");
    expect(chart).toHaveAttribute("aria-valuetext", `${today}: 1 visitors, 1 page views`);
    await user.keyboard("{ArrowLeft}");
    expect(chart).toHaveAttribute("aria-valuetext", `${daysAgo(1)}: 2 visitors, 5 page views`);
    const toggle = screen.getByRole("button", { name: "Show as table" });
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const table = screen.getByRole("table", { name: "Daily visitors and page views" });
    expect(within(table).getAllByRole("row")).toHaveLength(1 + 7);
  });

  it("shows the top tables, the funnel with conversion and Web Vitals rated against the thresholds", async () => {
    renderAdmin("/analytics");
    const pages = await screen.findByRole("table", { name: "Top Pages" });
    expect(within(pages).getAllByRole("row")[1]).toHaveTextContent("/pricing23");
    expect(screen.getByRole("table", { name: "UTM Campaigns" })).toHaveTextContent("spring");
    expect(screen.getByRole("table", { name: "Funnel by UTM Source" })).toHaveTextContent(
      "newsletter11 (100%)1 (100%)1 (100%)",
    );
    expect(screen.getByText("Contacts submitted").parentElement).toHaveTextContent("25% conversion");
    const vitals = screen.getByRole("table", { name: "Web Vitals per page" });
    expect(vitals).toHaveTextContent("1,800 ms Good");
    expect(vitals).toHaveTextContent("320 ms Needs improvement");
    expect(vitals).toHaveTextContent("0.30 Poor");
  });

  it("saves the server's CSV of a table for the period and filters on screen, once the member confirms it's them", async () => {
    const file = `"period","dimension","value","visitors","page_views"\r\n"${daysAgo(6)} to ${today}","pages","/pricing","2","3"\r\n`;
    const asked: URL[] = [];
    server.use(
      http.get("*/api/Analytics/Report/Export/:table", ({ request }) => {
        asked.push(new URL(request.url));
        return new HttpResponse(file, { headers: { "content-type": "text/csv; charset=utf-8" } });
      }),
    );
    const calls = stepUpBefore("get", "*/api/Analytics/Report/Export/:table");
    const { click, lines } = captureDownloads();
    const user = userEvent.setup();
    renderAdmin("/analytics?period=7&device=mobile");
    await user.click(await screen.findByRole("button", { name: "Export CSV: Top Pages" }));
    await confirmItsYou(user);
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(await lines()).toEqual(file.trimEnd().split("\r\n"));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(`analytics-pages-${today}.csv`);
    expect(calls).toEqual(["refused", "confirmed"]);
    expect(asked.map((u) => u.pathname)).toEqual(["/api/Analytics/Report/Export/pages"]);
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({
      from: daysAgo(6),
      to: today,
      device: "mobile",
      compare: "previous",
    });
  });

  it("saves nothing and says so when the member closes the dialog", async () => {
    const calls = stepUpBefore("get", "*/api/Analytics/Report/Export/:table");
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { click } = captureDownloads();
    const user = userEvent.setup();
    renderAdmin("/analytics?period=7");
    await user.click(
      await screen.findByRole("button", { name: "Export CSV: Daily Visitors and Page Views" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Confirm it's you" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The CSV could not be exported. Please try again.",
    );
    expect(click).not.toHaveBeenCalled();
    expect(calls).toEqual(["refused"]);
  });

  it("says so and offers a retry when the report cannot be loaded", async () => {
    server.use(
      http.get("*/api/Analytics/Report", () => HttpResponse.json({ isSuccess: false }, { status: 500 })),
    );
    renderAdmin("/analytics");
    expect(await screen.findByRole("alert")).toHaveTextContent("The analytics could not be loaded.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
