import { useEffect } from "react";
import { useBlocker } from "react-router";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { LOGIN_PATH } from "~/shared/paths";

/**
 * Asks before a form with unsaved changes is left: a link inside the admin opens a dialog, a reload or
 * closing the tab the browser's own question. An ended session still goes to sign in unasked.
 */
export function UnsavedChanges({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && nextLocation.pathname !== currentLocation.pathname && nextLocation.pathname !== LOGIN_PATH,
  );

  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [when]);

  if (blocker.state !== "blocked") return null;
  return (
    <ConfirmDialog
      title="Leave without saving?"
      message="Your changes on this screen are not saved yet. If you leave now, they are lost."
      confirmLabel="Leave without saving"
      busyLabel="Leaving..."
      busy={false}
      onConfirm={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
    />
  );
}
