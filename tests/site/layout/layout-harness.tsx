import { useAppStore } from "~/lib/store";
import PublicLayout from "~/app/routes/public-layout";
import { renderRoutes } from "../render";

const page = (heading: string) => <h1>{heading}</h1>;

/** The real public layout around small pages, in a memory router. */
export function renderLayout(path = "/") {
  return renderRoutes(
    [
      {
        element: <PublicLayout />,
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

/** Resets the persisted store to a first visit whose storage has been read. */
export function freshStore(consent: "accepted" | "rejected" | null = null) {
  useAppStore.setState({ consent, consentOpen: false, hydrated: true });
}
