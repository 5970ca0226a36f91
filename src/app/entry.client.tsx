import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { markReactStarted } from "~/lib/early-taps";

// React Router's default entry, plus the hand-over of taps made before it ran (src/lib/early-taps.ts).
markReactStarted();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
