import { useState, useSyncExternalStore, type ReactNode } from "react";

const noSubscription = () => () => {};

/**
 * Markup that never changes after the build (decision 41). The prerendered HTML keeps it, and hydration
 * skips it: on the client an instance that first renders while the page hydrates is an empty element
 * whose inner HTML React leaves alone, so React neither renders nor walks what is inside. Rendered later
 * (a client-side navigation), it renders its children like any element.
 *
 * Nothing inside is interactive through React: its links are plain links (a full page load), and a
 * control that needs React belongs outside, in its own hydrated part of the page.
 */
export function Static({ children }: { children: ReactNode }) {
  // During hydration React reads the server snapshot (true); afterwards the client one (false).
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  // Pinned at the first render: the re-render that follows hydration must not swap in children.
  const [skipped] = useState(hydrating && !import.meta.env.SSR);
  return skipped ? (
    <div className="contents" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />
  ) : (
    <div className="contents">{children}</div>
  );
}
