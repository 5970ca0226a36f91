import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { markReactStarted } from "~/lib/early-taps";

// React Router's default entry, plus the hand-over of taps made before it ran (src/lib/early-taps.ts).
// Hydration starts in a task of its own: evaluating the page's modules and creating React's root (with its
// event listeners) in one task made it the longest of the page load on a slow phone.
setTimeout(() => {
  markReactStarted();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
