import { useId, useRef } from "react";
import { buttonClass } from "~/components/ui/button";
import { ModalFrame } from "~/components/ui/modal";
import { useIdleTimeout } from "./use-idle-timeout";

/** "2 minutes", "30 seconds": how long is left when the warning opens. */
function timeLeft(ms: number): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.round(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/**
 * The idle warning (docs/decisions/0066), mounted once in the admin shell: shortly before a session the
 * member has left reaches its idle limit, an alert dialog over the screen offers "Stay signed in".
 */
export function IdleWarning({ onSignOut }: { onSignOut: () => void }) {
  const { warning, staying, stay } = useIdleTimeout();
  return warning === null ? null : (
    <IdlePanel left={warning} staying={staying} onStay={stay} onSignOut={onSignOut} />
  );
}

function IdlePanel({
  left,
  staying,
  onStay,
  onSignOut,
}: {
  left: number;
  staying: boolean;
  onStay: () => void;
  onSignOut: () => void;
}) {
  const messageId = useId();
  const stayButton = useRef<HTMLButtonElement>(null);
  return (
    <ModalFrame
      role="alertdialog"
      title="Are you still there?"
      describedBy={messageId}
      // Escape is an answer of the member's too: they are here.
      onEscape={onStay}
      initial={() => stayButton.current}
    >
      <p id={messageId} className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        You haven&apos;t used the admin for a while, so you will be signed out in {timeLeft(left)}. After
        signing in again you come back to this page.
      </p>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" onClick={onSignOut} className={buttonClass("secondary", "sm")}>
          Sign out
        </button>
        <button
          ref={stayButton}
          type="button"
          onClick={onStay}
          disabled={staying}
          className={buttonClass("primary", "sm")}
        >
          Stay signed in
        </button>
      </div>
    </ModalFrame>
  );
}
