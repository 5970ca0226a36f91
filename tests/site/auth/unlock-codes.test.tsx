import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { CODES_UNLOCKED, UNLOCK_LINK_INVALID } from "~/contract/mfa";
import { server } from "../msw/server";
import { renderAdmin, resetAdminState } from "../admin/harness";

const TOKEN = "U".repeat(43);

/** The unlock call, answered by `answer`; the bodies it got. */
function fakeUnlock(answer: () => Response) {
  const sent: unknown[] = [];
  server.use(
    http.post("*/api/Auth/SecondFactor/Unlock", async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  return sent;
}

describe("/unlock-codes", () => {
  beforeEach(resetAdminState);

  it("unlocks the codes with the link's token once the member presses the button, then says so", async () => {
    const sent = fakeUnlock(() => HttpResponse.json({ isSuccess: true, message: CODES_UNLOCKED }));
    renderAdmin(`/unlock-codes#${TOKEN}`);
    const user = userEvent.setup();
    expect(await screen.findByRole("heading", { name: "Unlock sign-in codes" })).toBeInTheDocument();
    // Opening the link alone unlocks nothing (a mail scanner may open it).
    expect(sent).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Unlock codes" }));
    expect(await screen.findByRole("status")).toHaveTextContent(CODES_UNLOCKED);
    expect(sent).toEqual([{ token: TOKEN }]);
    expect(screen.queryByRole("button", { name: "Unlock codes" })).toBeNull();
    expect(screen.getByRole("link", { name: "Back to sign in" })).toHaveAttribute("href", "/login");
  });

  it("says clearly when the link has expired or was used", async () => {
    fakeUnlock(() => HttpResponse.json({ isSuccess: false, message: UNLOCK_LINK_INVALID }, { status: 400 }));
    renderAdmin(`/unlock-codes#${TOKEN}`);
    await userEvent.setup().click(await screen.findByRole("button", { name: "Unlock codes" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(UNLOCK_LINK_INVALID);
    expect(screen.queryByRole("button", { name: "Unlock codes" })).toBeNull();
  });

  it("explains an incomplete link without calling the API", async () => {
    const sent = fakeUnlock(() => HttpResponse.json({ isSuccess: true, message: CODES_UNLOCKED }));
    renderAdmin("/unlock-codes#abc");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This unlock link is incomplete. Open the link from the email again.",
    );
    expect(screen.queryByRole("button", { name: "Unlock codes" })).toBeNull();
    expect(sent).toEqual([]);
  });
});
