import { useState } from "react";
import { Link, useLocation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { FormMessage } from "~/components/ui/form-message";
import { ManageFrame } from "./manage-frame";

/** What the mailed link carries in its fragment (see `demoConfirmLink`). */
function readLink(hash: string): { id: string; code: string } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const id = params.get("id") ?? "";
  const code = params.get("code") ?? "";
  return id && /^\d{6}$/.test(code) ? { id, code } : null;
}

type Phase =
  | { at: "broken" }
  | { at: "open"; link: { id: string; code: string }; failure?: string; saving?: boolean }
  | { at: "done"; message: string };

const ALREADY = "This demo request is already confirmed.";

/**
 * /demo/confirm#id=…&code=…: a demo request held back by the spam check, which staff found real; the
 * visitor confirms it here with one button (the code from the mail, checked like the code step's).
 */
export function ConfirmRequestPage() {
  const { hash } = useLocation();
  const [phase, setPhase] = useState<Phase>(() => {
    const link = readLink(hash);
    return link ? { at: "open", link } : { at: "broken" };
  });

  async function confirm() {
    if (phase.at !== "open" || phase.saving) return;
    setPhase({ ...phase, saving: true, failure: undefined });
    try {
      // Loaded on use: the API client and its schemas stay out of the page's first load.
      const { confirmDemoRequest } = await import("./confirm-request");
      await confirmDemoRequest(phase.link.id, phase.link.code);
      setPhase({
        at: "done",
        message: "Thank you: your demo request is confirmed. We will be in touch soon.",
      });
    } catch (error) {
      const { toApiError } = await import("~/lib/http/api-client");
      const message = toApiError(error, "Failed to confirm your demo request.").message;
      if (message === ALREADY) setPhase({ at: "done", message: "Your demo request was already confirmed." });
      else setPhase({ ...phase, saving: false, failure: message });
    }
  }

  const heading =
    phase.at === "done"
      ? "Demo request confirmed"
      : phase.at === "broken"
        ? "This link is not complete"
        : "Confirm your demo request";
  return (
    <ManageFrame title="Confirm your demo request" heading={heading} stateKey={phase.at}>
      {phase.at === "broken" && (
        <p>
          Open the link exactly as it is in our email, or{" "}
          <Link to="/contact" className="font-semibold text-brand-700 underline dark:text-brand-200">
            contact us
          </Link>{" "}
          and we will confirm it for you.
        </p>
      )}
      {phase.at === "open" && (
        <>
          <p className="text-slate-600 dark:text-slate-300">
            Your demo request was held back by our spam check. Confirm that it was you, and we will arrange
            your demo.
          </p>
          {phase.failure && (
            <>
              <FormMessage tone="error">{phase.failure}</FormMessage>
              <p className="text-sm">
                If the link has expired,{" "}
                <Link to="/demo" className="font-semibold text-brand-700 underline dark:text-brand-200">
                  book a demo
                </Link>{" "}
                again or{" "}
                <Link to="/contact" className="font-semibold text-brand-700 underline dark:text-brand-200">
                  contact us
                </Link>
                .
              </p>
            </>
          )}
          <button
            type="button"
            onClick={() => void confirm()}
            disabled={phase.saving}
            className={buttonClass("primary")}
          >
            {phase.saving ? "Confirming..." : "Confirm my demo request"}
          </button>
        </>
      )}
      {phase.at === "done" && <p role="status">{phase.message}</p>}
    </ManageFrame>
  );
}
