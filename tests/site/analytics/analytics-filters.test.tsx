import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { server } from "../msw/server";
import { renderAdmin, resetAdminState, signIn } from "../admin/harness";

/** The query of every report the screen asked for, without the period. */
const asked: string[] = [];

describe("/analytics filters and comparison", () => {
  beforeEach(async () => {
    await resetAdminState();
    signIn();
    asked.length = 0;
    server.events.on("request:start", ({ request }) => {
      const url = new URL(request.url);
      if (!url.pathname.endsWith("/Analytics/Report")) return;
      url.searchParams.delete("from");
      url.searchParams.delete("to");
      url.searchParams.delete("days");
      asked.push(url.searchParams.toString());
    });
  });
  afterEach(() => server.events.removeAllListeners());

  it("filters the whole report by a clicked row, shows a chip and keeps it in the URL", async () => {
    const user = userEvent.setup();
    const { location } = renderAdmin("/analytics?period=7");
    const sources = await screen.findByRole("table", { name: "UTM Sources" });
    await user.click(within(sources).getByRole("link", { name: "Filter by Source: newsletter" }));
    await waitFor(() => expect(location()).toBe("/analytics?period=7&source=newsletter"));
    await waitFor(() => expect(asked).toContain("source=newsletter"));
    const chips = await screen.findByRole("region", { name: "Filters" });
    expect(within(chips).getByText("Source is newsletter")).toBeInTheDocument();
    const totals = screen.getByRole("list", { name: "Totals" });
    await waitFor(() =>
      expect(within(totals).getByText("Visitors").parentElement).toHaveTextContent("Visitors1"),
    );
    expect(within(screen.getByRole("table", { name: "Top Pages" })).getAllByRole("row")).toHaveLength(2);
  });

  it("combines filters from the URL, removes one by its chip and clears them all", async () => {
    const user = userEvent.setup();
    const { location } = renderAdmin("/analytics?period=7&country=India&prop=label%3DBook+a+Demo");
    const chips = await screen.findByRole("region", { name: "Filters" });
    // The chips come from the URL at once; the report's request may still be on its way.
    await waitFor(() => expect(asked[0]).toBe("country=India&prop=label%3DBook+a+Demo"));
    expect(
      within(chips)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Country is India", "Event property is label=Book a Demo"]);
    // Another row's filter joins the others.
    const devices = await screen.findByRole("table", { name: "Devices" });
    await user.click(within(devices).getByRole("link", { name: /desktop/ }));
    await waitFor(() => expect(new URLSearchParams(location().split("?")[1]).get("device")).toBe("desktop"));
    await waitFor(() => expect(asked.at(-1)).toBe("country=India&device=desktop&prop=label%3DBook+a+Demo"));

    // The keyboard reaches each remove button by its name.
    const remove = screen.getByRole("button", { name: "Remove filter Country is India" });
    remove.focus();
    await user.keyboard("{Enter}");
    await waitFor(() =>
      expect(location()).toBe("/analytics?period=7&prop=label%3DBook+a+Demo&device=desktop"),
    );
    await user.click(screen.getByRole("button", { name: "Clear all filters" }));
    await waitFor(() => expect(location()).toBe("/analytics?period=7"));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Filters" })).not.toBeInTheDocument());
    await waitFor(() => expect(asked.at(-1)).toBe(""));
  });

  it("keeps filters and the comparison when the period changes, and leaves out filters the API would refuse", async () => {
    const user = userEvent.setup();
    const { location } = renderAdmin(
      "/analytics?period=7&source=newsletter&compare=year&prop=nokey&colour=red",
    );
    await screen.findByRole("region", { name: "Filters" });
    await waitFor(() => expect(asked[0]).toBe("source=newsletter&compare=year"));
    await user.click(screen.getByRole("link", { name: "90 days" }));
    await waitFor(() => expect(location()).toBe("/analytics?period=90&source=newsletter&compare=year"));
  });

  it("compares every total with the previous period or the same period last year", async () => {
    const user = userEvent.setup();
    const { location } = renderAdmin("/analytics?period=7");
    const totals = await screen.findByRole("list", { name: "Totals" });
    const picker = screen.getByRole("navigation", { name: "Compare with" });
    expect(within(picker).getByRole("link", { name: "Previous period" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    expect(within(totals).getByText("Visitors").parentElement).toHaveTextContent("+50% vs previous 7 days");
    await user.click(within(picker).getByRole("link", { name: "Same period last year" }));
    await waitFor(() => expect(location()).toBe("/analytics?period=7&compare=year"));
    await waitFor(() =>
      expect(within(totals).getByText("Visitors").parentElement).toHaveTextContent(
        "Visitors3-50% vs same period last year",
      ),
    );
    for (const label of ["Page Views", "Sessions", "Views per Session", "Bounce Rate"])
      expect(within(totals).getByText(label).parentElement).toHaveTextContent("vs same period last year");
    expect(asked.at(-1)).toBe("compare=year");
  });

  it("filters by a funnel row, an event and a property", async () => {
    const user = userEvent.setup();
    const { location } = renderAdmin("/analytics?period=7");
    const funnel = await screen.findByRole("table", { name: "Funnel by Landing Page" });
    const events = await screen.findByRole("table", { name: "Events" });
    const props = screen.getByRole("table", { name: "Event Properties" });
    // Three rows clicked one right after the other: each link adds its filter to those already in the URL.
    await user.click(within(funnel).getByRole("link", { name: "Filter by Entry page: /pricing" }));
    expect(location()).toBe("/analytics?period=7&entry=%2Fpricing");
    await user.click(within(events).getByRole("link", { name: "Filter by Event: CTA click" }));
    expect(location()).toBe("/analytics?period=7&entry=%2Fpricing&event=CTA+click");
    await user.click(
      within(props).getByRole("link", { name: "Filter by Event property: label=Book a Demo" }),
    );
    expect(location()).toBe("/analytics?period=7&entry=%2Fpricing&event=CTA+click&prop=label%3DBook+a+Demo");
    await waitFor(() =>
      expect(asked.at(-1)).toBe("entry=%2Fpricing&event=CTA+click&prop=label%3DBook+a+Demo"),
    );
    expect(
      screen.getByText(
        "Goals and funnels count every visitor of the period: the filters above do not apply to them.",
      ),
    ).toBeInTheDocument();
  });
});
