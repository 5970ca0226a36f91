import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { idle, useIdleWindow } from "~/lib/auth/idle";
import { session } from "~/lib/auth/session";
import { renewSession } from "~/lib/http/api-client";
import { GOOD_TOKEN, unauthorized } from "../msw/admin";
import { server } from "../msw/server";
import { renderAdmin, resetAdminState, signIn } from "./harness";

// The idle limit on the admin screens (docs/decisions/0066): the server keeps the member's last use and
// refuses a renewal once it is 30 minutes old; renewals report how long the member has been away.

const MINUTE = 60_000;
const LIMIT = 30 * MINUTE;

/** The server's side as the page meets it: the last use, moved only by what renewals report. */
function fakeIdleServer() {
  const reported: number[] = [];
  let activeAt = Date.now();
  const left = () => (activeAt + LIMIT - Date.now()) / 1000;
  server.use(
    http.post("*/api/Auth/Refresh", async ({ request }) => {
      const { idleSeconds } = (await request.json()) as { idleSeconds: number };
      reported.push(idleSeconds);
      if (left() <= 0) return unauthorized();
      activeAt = Math.max(activeAt, Date.now() - idleSeconds * 1000);
      return HttpResponse.json({
        isSuccess: true,
        token: GOOD_TOKEN,
        idle: { limitSeconds: LIMIT / 1000, leftSeconds: left() },
      });
    }),
  );
  // As the sign-in answered it.
  idle.opened({ limitSeconds: LIMIT / 1000, leftSeconds: LIMIT / 1000 });
  return reported;
}

const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const warning = () => screen.queryByRole("alertdialog", { name: "Are you still there?" });

describe("the idle warning", () => {
  beforeEach(async () => {
    await resetAdminState();
    // Time moves on its own (the fake API, the screens) and jumps when the test says.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"], shouldAdvanceTime: true });
    signIn();
  });
  afterEach(() => {
    vi.useRealTimers();
    // Files share modules: no other screen inherits this window.
    useIdleWindow.setState(useIdleWindow.getInitialState(), true);
  });

  it("opens two minutes before the limit over the screen; Stay signed in renews the session and closes it", async () => {
    const reported = fakeIdleServer();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderAdmin("/list");
    expect(await screen.findByRole("heading", { name: "Contacts", level: 1 })).toBeInTheDocument();

    await pass(LIMIT - 2 * MINUTE - 1000);
    expect(warning()).not.toBeInTheDocument();
    await pass(1000);
    const dialog = await screen.findByRole("alertdialog", { name: "Are you still there?" });
    // Asked the server first: the member had not touched the page since it opened.
    expect(reported[0]).toBeGreaterThanOrEqual(28 * 60 - 1);
    expect(dialog).toHaveTextContent("you will be signed out in 2 minutes");
    expect(screen.getByRole("heading", { name: "Contacts", level: 1 })).toBeInTheDocument();
    const stay = within(dialog).getByRole("button", { name: "Stay signed in" });
    await waitFor(() => expect(stay).toHaveFocus());

    await user.click(stay);
    await waitFor(() => expect(warning()).not.toBeInTheDocument());
    expect(reported.at(-1)).toBe(0);
    // A whole new window: no warning until two minutes before its end.
    await pass(LIMIT - 2 * MINUTE - 1000);
    expect(warning()).not.toBeInTheDocument();
    expect(session.isLoggedIn()).toBe(true);
  });

  it("left unanswered, the limit sends the member to sign in, remembering the page they were on", async () => {
    fakeIdleServer();
    const view = renderAdmin("/list?search=asha");
    expect(await screen.findByRole("heading", { name: "Contacts", level: 1 })).toBeInTheDocument();
    await pass(LIMIT - 2 * MINUTE);
    expect(await screen.findByRole("alertdialog", { name: "Are you still there?" })).toBeInTheDocument();

    await pass(2 * MINUTE);
    await waitFor(() => expect(view.location()).toBe("/login?redirectTo=%2Flist%3Fsearch%3Dasha"));
    expect(await screen.findByRole("heading", { name: "Admin Login" })).toBeInTheDocument();
    expect(session.isLoggedIn()).toBe(false);
  });

  it("the member's own input keeps the session without a warning", async () => {
    const reported = fakeIdleServer();
    renderAdmin("/list");
    expect(await screen.findByRole("heading", { name: "Contacts", level: 1 })).toBeInTheDocument();
    await pass(20 * MINUTE);
    fireEvent.keyDown(document.body, { key: "j" });
    await pass(8 * MINUTE);
    // The check before the warning reported the input eight minutes ago, and the server moved the limit.
    await waitFor(() => expect(reported).toHaveLength(1));
    expect(reported[0]).toBeGreaterThan(7 * 60);
    expect(reported[0]).toBeLessThanOrEqual(8 * 60);
    await pass(MINUTE);
    expect(warning()).not.toBeInTheDocument();
  });

  it("a renewal the page needs for a call of its own reports how long the member has been away", async () => {
    const reported = fakeIdleServer();
    idle.noteInput();
    await pass(10 * MINUTE);
    expect(await renewSession()).toBe(true);
    expect(reported).toEqual([10 * 60]);
  });
});
