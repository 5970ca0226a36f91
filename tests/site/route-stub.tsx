import { render } from "@testing-library/react";
import type { ComponentType } from "react";
import { createRoutesStub, Links, Meta, Outlet } from "react-router";
import * as root from "~/app/root";
import PublicLayout from "~/app/routes/public-layout";
import { useAppStore } from "~/lib/store";

type Module = { default: ComponentType<never>; meta?: unknown; loader?: unknown };

/**
 * Renders real route modules (component + meta) under the real root meta and public layout,
 * with React Router's <Meta /> and <Links />, the way the prerendered page gets its head tags. A module's
 * loader runs as it does at build time (the Insights content comes from the content layer's output).
 */
export function renderPages(pages: Array<{ path?: string; index?: boolean; module: Module }>, url: string) {
  useAppStore.setState({ consent: "rejected", hydrated: true });
  function Root() {
    return (
      <>
        <Meta />
        <Links />
        <Outlet />
      </>
    );
  }
  const Stub = createRoutesStub([
    {
      id: "root",
      Component: Root,
      HydrateFallback: root.HydrateFallback,
      meta: root.meta as never,
      children: [
        {
          id: "public",
          Component: PublicLayout,
          children: pages.map((p, i) => ({
            id: `page-${i}`,
            path: p.path,
            index: p.index,
            Component: p.module.default as ComponentType,
            meta: p.module.meta as never,
            loader: p.module.loader as never,
          })),
        },
      ],
    },
  ]);
  return render(<Stub initialEntries={[url]} />);
}

export const headMeta = (name: string) =>
  document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"], meta[property="${name}"]`)?.content;
export const canonical = () => document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
