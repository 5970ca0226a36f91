import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { moved } from "~/features/pipeline/pipeline-page";
import { age } from "~/features/pipeline/pipeline-card";
import { makeCard, pipelineDb } from "../msw/pipeline";
import { renderAdmin, resetAdminState, signIn } from "../admin/harness";

beforeEach(async () => {
  await resetAdminState();
  pipelineDb.cards = [];
  pipelineDb.totals = { openPipeline: 0, wonThisMonth: 0 };
  signIn();
});

describe("/pipeline", () => {
  it("shows one column per status but Spam, with cards, counts and ₹ totals in Indian grouping", async () => {
    pipelineDb.cards = [
      makeCard(1, { name: "Asha Rao", value: 250000, assigneeEmail: "priya@example.com" }),
      makeCard(2, {
        kind: "demo",
        _id: "d002",
        name: "Ravi Kumar",
        companyName: "Acme Pvt Ltd",
        value: 1250000,
      }),
      makeCard(3, { leadStatus: "won", value: 99000 }),
    ];
    renderAdmin("/pipeline");
    const fresh = await screen.findByRole("list", { name: "New leads" });
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "New",
      "Contacted",
      "Qualified",
      "Won",
      "Lost",
    ]);
    expect(screen.getByText("2 leads · ₹15,00,000")).toBeInTheDocument();
    expect(screen.getByText("1 lead · ₹99,000")).toBeInTheDocument();
    expect(within(fresh).getByRole("link", { name: "Asha Rao" })).toHaveAttribute("href", "/list/c001");
    expect(within(fresh).getByRole("link", { name: "Ravi Kumar" })).toHaveAttribute("href", "/demos/d002");
    expect(within(fresh).getByText("₹2,50,000")).toBeInTheDocument();
    expect(within(fresh).getByText("Acme Pvt Ltd")).toBeInTheDocument();
    expect(within(fresh).getByText("priya@example.com · today")).toBeInTheDocument();
    expect(within(fresh).getByRole("button", { name: "Move Asha Rao" })).toBeInTheDocument();
    expect(
      within(screen.getByRole("list", { name: "Lost leads" })).getByText("No leads"),
    ).toBeInTheDocument();
  });

  it("shows the error with a retry when the board cannot load", async () => {
    const { server } = await import("../msw/server");
    const { http, HttpResponse } = await import("msw");
    server.use(
      http.get("*/api/v1/Pipeline", () =>
        HttpResponse.json({ isSuccess: false, message: "Down" }, { status: 500 }),
      ),
    );
    renderAdmin("/pipeline");
    expect(await screen.findByRole("alert")).toHaveTextContent("Down");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});

describe("moving a card on the board", () => {
  it("takes it out of its column and puts it on top of the other, counts and totals in step", () => {
    const card = makeCard(1, { value: 5000, version: 3 });
    const board = {
      columns: [
        { status: "new" as const, count: 2, total: 7000, cards: [card, makeCard(2, { value: 2000 })] },
        {
          status: "contacted" as const,
          count: 1,
          total: 0,
          cards: [makeCard(3, { leadStatus: "contacted" })],
        },
      ],
    };
    const after = moved(board, card, "contacted");
    expect(after.columns[0]).toMatchObject({ count: 1, total: 2000 });
    expect(after.columns[1]).toMatchObject({ count: 2, total: 5000 });
    expect(after.columns[1]!.cards[0]).toMatchObject({ _id: "c001", leadStatus: "contacted", version: 4 });
  });

  it("gives the card's age in days", () => {
    const now = Date.parse("2026-04-10T12:00:00.000Z");
    expect(age("2026-04-10T01:00:00.000Z", now)).toBe("today");
    expect(age("2026-04-09T11:00:00.000Z", now)).toBe("1 day");
    expect(age("2026-03-31T12:00:00.000Z", now)).toBe("10 days");
  });
});

describe("the dashboard", () => {
  it("shows Open pipeline and Won this month in rupees, linking to the board", async () => {
    pipelineDb.totals = { openPipeline: 1234567, wonThisMonth: 50000 };
    renderAdmin("/admin");
    const open = await screen.findByRole("link", { name: /Open pipeline/ });
    expect(await within(open).findByText("₹12,34,567")).toBeInTheDocument();
    expect(open).toHaveAttribute("href", "/pipeline");
    expect(
      within(screen.getByRole("link", { name: /Won this month/ })).getByText("₹50,000"),
    ).toBeInTheDocument();
  });
});
