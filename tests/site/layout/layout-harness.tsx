import { screen } from "@testing-library/react";
import { useAppStore } from "~/lib/store";
import PublicLayout from "~/app/routes/public-layout";
import { renderRoutes } from "../render";

const page = (heading: string) => <h1>{heading}</h1>;

/**
 * The real public layout around small pages, in a memory router. `askConsent` stands for a build with a
 * tool that needs consent; left out, the layout reads the build's own settings (none in tests).
 */
export function renderLayout(path = "/", { askConsent }: { askConsent?: boolean } = {}) {
  return renderRoutes(
    [
      {
        element: <PublicLayout askConsent={askConsent} />,
        children: [
          { index: true, element: page("Home page") },
          { path: "about", element: page("About page") },
          { path: "pricing", element: page("Pricing page") },
          { path: "ai", element: page("AI page") },
          { path: "service/web", element: page("Web page") },
          { path: "service/app", element: page("App page") },
          { path: "social", element: page("Social page") },
          { path: "platform/kpi-extract", element: page("KPI page") },
          { path: "contact", element: page("Contact page") },
          { path: "demo", element: page("Demo page") },
          { path: "*", element: page("Other page") },
        ],
      },
    ],
    path,
  );
}

/**
 * Renders the banner once and waits for its lazily loaded module, so that later renders show it at once
 * (React keeps a loaded lazy component); a test that the banner is absent then cannot pass by being early.
 */
export async function loadConsentBanner() {
  freshStore(null);
  const { unmount } = renderLayout("/", { askConsent: true });
  await screen.findByRole("region", { name: "Cookies and analytics" });
  unmount();
}

/** Resets the persisted store to a first visit whose storage has been read. */
export function freshStore(consent: "accepted" | "rejected" | null = null) {
  useAppStore.setState({ consent, consentOpen: false, hydrated: true });
}
