import { act, render, waitFor } from "@testing-library/react";
import { expect } from "vitest";
import {
  createMemoryRouter,
  Outlet,
  RouterProvider,
  type LoaderFunction,
  type RouteObject,
} from "react-router";
import * as adminLayout from "~/app/routes/admin-layout";
import * as dashboard from "~/app/routes/admin";
import * as activity from "~/app/routes/admin-activity";
import * as analytics from "~/app/routes/admin-analytics";
import * as contacts from "~/app/routes/admin-contacts";
import * as demos from "~/app/routes/admin-demos";
import * as ips from "~/app/routes/admin-ip";
import * as lead from "~/app/routes/admin-lead";
import * as login from "~/app/routes/login";
import * as forgotPassword from "~/app/routes/forgot-password";
import * as invite from "~/app/routes/invite";
import * as unlockCodes from "~/app/routes/unlock-codes";
import * as confirmEmail from "~/app/routes/confirm-email";
import * as shareAnalytics from "~/app/routes/share-analytics";
import * as team from "~/app/routes/admin-team";
import * as availability from "~/app/routes/admin-availability";
import * as agenda from "~/app/routes/admin-agenda";
import * as pipeline from "~/app/routes/admin-pipeline";
import * as tasks from "~/app/routes/admin-tasks";
import * as templates from "~/app/routes/admin-templates";
import * as account from "~/app/routes/admin-account";
import * as settings from "~/app/routes/admin-settings";
import { adminQueryClient } from "~/lib/admin/query-client";
import { useSignInWhenSessionEnds } from "~/features/auth/session-end";
import { useAppStore } from "~/lib/store";
import { session } from "~/lib/auth/session";
import { adminDb, GOOD_TOKEN, resetAdminDb } from "../msw/admin";
import { resetBookingDb } from "../msw/staff-booking";
import { resetSharingDb } from "../msw/analytics-sharing";
import { resetSettingsDb } from "../msw/settings";

const asLoader = (fn: unknown) => fn as LoaderFunction;

/** What the root (app/root.tsx) does for these screens: an ended session goes to sign in. */
function Root() {
  useSignInWhenSessionEnds();
  return <Outlet />;
}

/** The real route modules of the admin area, as routes.ts wires them, plus stand-ins for public pages. */
const routes: RouteObject[] = [
  {
    id: "root",
    Component: Root,
    HydrateFallback: () => <p>Starting…</p>,
    children: [
      { path: "/login", Component: login.default, loader: asLoader(login.clientLoader) },
      {
        path: "/forgot-password",
        Component: forgotPassword.default,
        loader: asLoader(forgotPassword.clientLoader),
      },
      { path: "/invite", Component: invite.default },
      { path: "/unlock-codes", Component: unlockCodes.default },
      { path: "/confirm-email", Component: confirmEmail.default },
      { path: "/share/analytics/:token?", Component: shareAnalytics.default },
      {
        Component: adminLayout.default,
        loader: asLoader(adminLayout.clientLoader),
        children: [
          { path: "/admin", Component: dashboard.default },
          { path: "/list", Component: contacts.default },
          { path: "/ipaddress", Component: ips.default },
          { path: "/demos", Component: demos.default },
          { path: "/list/:id", Component: lead.default },
          { path: "/demos/:id", Component: lead.default },
          { path: "/activity", Component: activity.default },
          { path: "/analytics", Component: analytics.default },
          { path: "/team", Component: team.default },
          { path: "/availability", Component: availability.default },
          { path: "/agenda", Component: agenda.default },
          { path: "/tasks", Component: tasks.default },
          { path: "/pipeline", Component: pipeline.default },
          { path: "/templates", Component: templates.default },
          { path: "/account", Component: account.default },
          { path: "/settings", Component: settings.default },
        ],
      },
      { path: "/", element: <h1>Home page</h1> },
      { path: "/contact", element: <h1>Contact page</h1> },
    ],
  },
];

export function renderAdmin(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(<RouterProvider router={router} />);
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...utils, router, location };
}

/** A signed-in tab: flag and email in sessionStorage, the token in memory, the refresh cookie held. */
export function signIn(token = GOOD_TOKEN, email = "admin@example.com"): void {
  session.start(token, email);
  adminDb.refreshToken = token;
}

/** Fresh store, cache and API between tests; the store is read from storage as the root does. */
export async function resetAdminState(): Promise<void> {
  // A call the previous test's screen started may still be on its way (a lazy chunk loads first on a busy
  // machine): let it land before the fake API forgets, so it is not counted against this test.
  await waitFor(() => expect(adminQueryClient.isFetching() + adminQueryClient.isMutating()).toBe(0));
  resetAdminDb();
  resetBookingDb();
  resetSharingDb();
  resetSettingsDb();
  adminQueryClient.clear();
  adminQueryClient.setDefaultOptions({
    queries: { retry: false, staleTime: 0 },
    mutations: { retry: false },
  });
  useAppStore.setState({ ...useAppStore.getInitialState(), hydrated: false });
  localStorage.clear();
  await act(async () => {
    await useAppStore.persist.rehydrate();
  });
}
