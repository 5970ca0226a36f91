import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { askedRange, funnels, goals, sampleReport } from "../msw/analytics";
import { server } from "../msw/server";
import { renderAdmin, resetAdminState, signIn } from "../admin/harness";

const section = async (name: string) =>
  (await screen.findByRole("heading", { name, level: 2 })).closest("section") as HTMLElement;

describe("/analytics events, goals and funnels", () => {
  beforeEach(async () => {
    await resetAdminState();
    signIn();
    goals.length = 0;
    funnels.length = 0;
  });

  it("adds a goal from the events seen and lists its conversions, rate and change", async () => {
    const user = userEvent.setup();
    renderAdmin("/analytics?period=7");
    const goalsSection = await section("Goals");
    expect(
      within(goalsSection).getByText("No goals yet. Add one from the events seen in this period."),
    ).toBeVisible();
    const form = within(goalsSection).getByRole("form", { name: "New goal" });
    const event = within(form).getByLabelText("Event");
    // The select offers the events seen in the period, nothing else.
    expect(
      within(event)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Choose an event", "CTA click", "Phone click", "Demo booked"]);
    await user.click(within(form).getByRole("button", { name: "Add goal" }));
    expect(await within(form).findByText("Enter a name")).toBeVisible();
    expect(within(form).getByLabelText("Goal name")).toHaveAttribute("aria-invalid", "true");

    await user.type(within(form).getByLabelText("Goal name"), "Calls");
    await user.selectOptions(event, "Phone click");
    expect(within(form).getByLabelText("Property (optional)")).toBeDisabled();
    await user.click(within(form).getByRole("button", { name: "Add goal" }));
    const table = await within(goalsSection).findByRole("table", { name: "Goal Conversions" });
    const row = within(table).getByRole("row", { name: /Calls/ });
    expect(row).toHaveTextContent("Phone click");
    expect(row).toHaveTextContent("33.3%");
    expect(row).toHaveTextContent("0% (1 before)");

    await user.type(within(form).getByLabelText("Goal name"), "Get in Touch");
    await user.selectOptions(event, "CTA click");
    await user.selectOptions(within(form).getByLabelText("Property (optional)"), "label");
    await user.type(within(form).getByLabelText("Property value"), "Get in Touch");
    await user.click(within(form).getByRole("button", { name: "Add goal" }));
    const second = await within(table).findByRole("row", { name: /CTA click where label is "Get in Touch"/ });
    expect(second).toHaveTextContent("+100% (1 before)");

    await user.click(within(table).getByRole("button", { name: "Delete goal Calls" }));
    await waitFor(() => expect(within(table).queryByRole("row", { name: /Phone click/ })).toBeNull());
    // The events seen fill the goal form's choice (their table, with filter links, is among the top tables).
    expect(within(goalsSection).getByRole("option", { name: "Phone click" })).toBeInTheDocument();
  });

  it("says when no event was seen, so no goal can be made yet", async () => {
    server.use(
      http.get("*/api/Analytics/Report", ({ request }) => {
        const url = new URL(request.url);
        const report = sampleReport(...askedRange(url.searchParams));
        return HttpResponse.json({ isSuccess: true, data: { ...report, events: [] } });
      }),
    );
    renderAdmin("/analytics?period=7");
    const goalsSection = await section("Goals");
    expect(within(goalsSection).getByText(/No events were seen in this period/)).toBeVisible();
    expect(within(goalsSection).queryByRole("form", { name: "New goal" })).toBeNull();
  });

  it("shows each step of the booking funnel with its drop-off, by landing page and source", async () => {
    renderAdmin("/analytics?period=7");
    const booking = await section("Booking Funnel");
    expect(booking).toHaveTextContent(
      "Steps are counted per visitor within a day, because the visitor id changes every day.",
    );
    const steps = within(booking).getByRole("list", { name: "Booking funnel steps" });
    const tiles = within(steps)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(tiles).toEqual([
      "Visit3visitors",
      "/demo viewed266.7% of the step before, 1 dropped off",
      "Demo started150% of the step before, 1 dropped off",
      "Code sent1100% of the step before, 0 dropped off",
      "Demo booked1100% of the step before, 0 dropped off",
    ]);
    const bySource = within(booking).getByRole("table", { name: "Booking Funnel by Source" });
    expect(within(bySource).getByRole("row", { name: /newsletter/ })).toHaveTextContent(
      "newsletter11 (100%)",
    );
    expect(within(booking).getByRole("table", { name: "Booking Funnel by Landing Page" })).toHaveTextContent(
      "/pricing",
    );
  });

  it("saves a funnel of pages and events, shows its counts and deletes it", async () => {
    const user = userEvent.setup();
    renderAdmin("/analytics?period=7");
    const saved = await section("Saved Funnels");
    expect(saved).toHaveTextContent("Steps are counted per visitor within a day");
    expect(within(saved).getByText("No saved funnels yet.")).toBeVisible();
    const form = within(saved).getByRole("form", { name: "New funnel" });
    await user.type(within(form).getByLabelText("Funnel name"), "Pricing to booking");
    const second = within(form).getByLabelText("Step 2 page path");
    await user.type(second, "/pricing");
    await user.click(within(form).getByRole("button", { name: "Add step" }));
    await user.selectOptions(within(form).getByLabelText("Step 3 event"), "Demo booked");
    await user.click(within(form).getByRole("button", { name: "Save funnel" }));
    const steps = await within(saved).findByRole("list", { name: "Steps of Pricing to booking" });
    expect(
      within(steps)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "1. Viewed /:3visitors",
      "2. Viewed /pricing:266.7% of the step before, 1 dropped off",
      "3. Demo booked:150% of the step before, 1 dropped off",
    ]);
    await user.click(within(saved).getByRole("button", { name: "Delete funnel Pricing to booking" }));
    expect(await within(saved).findByText("No saved funnels yet.")).toBeVisible();
  });
});
