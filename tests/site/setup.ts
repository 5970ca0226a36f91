import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, beforeAll } from "vitest";
import { adminQueryClient } from "~/lib/admin/query-client";
import { session } from "~/lib/auth/session";
import { useAppStore } from "~/lib/store";
import { server } from "./msw/server";

// findBy*/waitFor give up after 1 s by default: less than a lazy route or chunk can take to load when the
// machine is busy. Ten seconds (under the test timeout) only lengthens a run that is failing anyway.
configure({ asyncUtilTimeout: 10_000 });

// Site test files share modules (vitest.config.ts): each starts from the app's initial state.
beforeAll(() => {
  useAppStore.setState(useAppStore.getInitialState(), true);
  adminQueryClient.clear();
  server.listen({ onUnhandledRequest: "error" });
});
afterEach(() => {
  server.resetHandlers();
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // The access token lives in module memory, which the files of a worker share.
  session.clear();
});
afterAll(() => server.close());

// jsdom lacks matchMedia; tests can override `matches` through window.matchMedia mocks.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
