import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";

/** Renders `routes` in a memory router at `path`; returns the router for navigation assertions. */
export function renderRoutes(routes: RouteObject[], path = "/") {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(<RouterProvider router={router} />);
  return { ...utils, router };
}

/** Renders one element at `path` with a router around it. */
export function renderWithRouter(ui: ReactElement, path = "/") {
  return renderRoutes([{ path: "*", element: ui }], path);
}
