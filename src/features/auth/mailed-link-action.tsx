import { type ReactNode, useState } from "react";
import { useLocation } from "react-router";
import type { z } from "zod";
import { primaryButton } from "~/components/ui/button";
import { FormMessage } from "~/components/ui/form-message";
import { AuthCard, BackToSignIn } from "./auth-card";
import { helpErrorMessage } from "./form-error";

type State = { at: "open" } | { at: "done"; message: string } | { at: "refused"; message: string };

/** The token in a mailed link's fragment (`/page#<token>`), or the reason it cannot be one. */
function tokenFrom(hash: string, schema: z.ZodType<string>): { token: string } | { error: string } {
  const parsed = schema.safeParse(decodeURIComponent(hash.replace(/^#/, "")));
  return parsed.success ? { token: parsed.data } : { error: parsed.error.issues[0]!.message };
}

/**
 * A page a mailed link opens (`/page#<token>`): one button that spends the link. It waits for the press,
 * so a mail scanner that opens the link changes nothing.
 */
export function MailedLinkAction({
  title,
  intro,
  tokenSchema,
  act,
  label,
  busyLabel,
  doneFooter,
}: {
  title: string;
  intro: string;
  tokenSchema: z.ZodType<string>;
  /** Spends the link; resolves with the message to show. */
  act: (token: string) => Promise<string>;
  label: string;
  busyLabel: string;
  /** Shown under "Back to sign in" once done. */
  doneFooter?: ReactNode;
}) {
  const { hash } = useLocation();
  const link = tokenFrom(hash, tokenSchema);
  const token = "token" in link ? link.token : null;
  const [state, setState] = useState<State>(
    "error" in link ? { at: "refused", message: link.error } : { at: "open" },
  );
  const [busy, setBusy] = useState(false);

  const run = async () => {
    if (!token) return;
    setBusy(true);
    try {
      setState({ at: "done", message: await act(token) });
    } catch (error) {
      setState({ at: "refused", message: helpErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title={title}
      intro={intro}
      footer={
        <>
          <BackToSignIn />
          {state.at === "done" && doneFooter}
        </>
      }
    >
      {state.at === "open" && (
        <form
          noValidate
          aria-busy={busy}
          onSubmit={(event) => {
            event.preventDefault();
            void run();
          }}
        >
          <button type="submit" disabled={busy} className={`${primaryButton} w-full`}>
            {busy ? busyLabel : label}
          </button>
        </form>
      )}
      {state.at === "done" && <FormMessage tone="success">{state.message}</FormMessage>}
      {state.at === "refused" && <FormMessage tone="error">{state.message}</FormMessage>}
    </AuthCard>
  );
}
