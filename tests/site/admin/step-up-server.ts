import { screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { STEP_UP_REQUIRED } from "~/contract/step-up";
import { ADMIN } from "../msw/admin";
import { server } from "../msw/server";

/**
 * The server's step-up in front of one call: refused with "Confirm it's you to continue." until the member
 * confirms their password, then left to the list's own handler. `when` narrows it to some bodies (a bulk
 * delete). Returns what happened, in order.
 */
export function stepUpBefore(
  method: "get" | "post" | "delete",
  path: string,
  when: (request: Request) => Promise<boolean> = async () => true,
) {
  const calls: string[] = [];
  let confirmed = false;
  server.use(
    http[method](path, async ({ request }) => {
      if (confirmed || !(await when(request.clone()))) return undefined;
      calls.push("refused");
      return HttpResponse.json({ isSuccess: false, message: STEP_UP_REQUIRED }, { status: 403 });
    }),
    http.post("*/api/Auth/StepUp", async ({ request }) => {
      const { password } = (await request.json()) as { password?: string };
      if (password !== ADMIN.password)
        return HttpResponse.json({ isSuccess: false, message: "Wrong password." }, { status: 400 });
      confirmed = true;
      calls.push("confirmed");
      return HttpResponse.json({ isSuccess: true, data: { until: new Date().toISOString() } });
    }),
  );
  return calls;
}

/** Answers the "Confirm it's you" dialog with the admin's password. */
export async function confirmItsYou(user: UserEvent) {
  const dialog = await screen.findByRole("dialog", { name: "Confirm it's you" });
  await user.type(within(dialog).getByLabelText("Password"), ADMIN.password);
  await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
}
