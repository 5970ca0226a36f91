import { Laptop, Smartphone } from "lucide-react";
import { useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { FormMessage } from "~/components/ui/form-message";
import type { AccountSession } from "~/contract/account";
import { signedInText, When } from "./when";
import { useEndOtherSessions, useEndSession, useSessions } from "./sessions-query";

const MOBILE = /iPhone|iPad|Android/;

function SessionRow({
  s,
  busy,
  onEnd,
}: {
  s: AccountSession;
  busy: boolean;
  onEnd: (s: AccountSession) => void;
}) {
  const Icon = MOBILE.test(s.device) ? Smartphone : Laptop;
  const name = `${s.browser} on ${s.device}`;
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 gap-3">
        <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-slate-500 dark:text-slate-400" />
        <div className="min-w-0">
          <p className="font-medium">
            {name}
            {s.current && (
              <span className="ml-2 rounded bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
                This device
              </span>
            )}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {s.place} · Last seen <When at={s.lastSeenAt} /> · Signed in {signedInText(s.createdAt)}
          </p>
        </div>
      </div>
      <button
        type="button"
        className={buttonClass("secondary", "sm")}
        disabled={busy}
        onClick={() => onEnd(s)}
        aria-label={s.current ? "Sign out of this device" : `Sign out ${name}, last seen in ${s.place}`}
      >
        Sign out
      </button>
    </li>
  );
}

/**
 * Where the member is signed in: device, browser, approximate place, last seen. Any one can be signed
 * out, or all but this one; signing out this one is the Logout button's work.
 */
export function SessionsSection({ onSignOutHere }: { onSignOutHere: () => void }) {
  const sessions = useSessions();
  const end = useEndSession();
  const endOthers = useEndOtherSessions();
  const [ending, setEnding] = useState<AccountSession | null>(null);
  const failed = [end, endOthers].find((m) => m.isError)?.error;
  const done = [end, endOthers].find((m) => m.isSuccess)?.data;
  const busy = end.isPending || endOthers.isPending;
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;

  const onEnd = (s: AccountSession) => {
    end.reset();
    endOthers.reset();
    if (s.current) onSignOutHere();
    else setEnding(s);
  };

  return (
    <section aria-labelledby="sessions-title" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="sessions-title" className="text-lg font-semibold">
            Where you're signed in
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Places are approximate, from the network address. Sign out any session you don't recognise.
          </p>
        </div>
        {others > 0 && (
          <button
            type="button"
            className={buttonClass("secondary", "sm")}
            disabled={busy}
            onClick={() => {
              end.reset();
              endOthers.mutate();
            }}
          >
            {endOthers.isPending ? "Signing out..." : "Sign out everywhere else"}
          </button>
        )}
      </div>
      {failed && <FormMessage tone="error">{failed.message}</FormMessage>}
      {done && <FormMessage tone="success">{done}</FormMessage>}
      {sessions.isPending ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">Loading sessions...</p>
      ) : sessions.isError ? (
        <FormMessage tone="error">{sessions.error.message}</FormMessage>
      ) : (
        <ul
          aria-label="Your sessions"
          className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white px-4 dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
        >
          {sessions.data.map((s) => (
            <SessionRow key={s._id} s={s} busy={busy} onEnd={onEnd} />
          ))}
        </ul>
      )}
      {ending && (
        <ConfirmDialog
          title="Sign out this session?"
          message="It stops working at once; whoever uses it has to sign in again."
          detail={`${ending.browser} on ${ending.device}, ${ending.place}`}
          confirmLabel="Sign out"
          busyLabel="Signing out..."
          busy={end.isPending}
          onConfirm={() => end.mutate(ending._id, { onSettled: () => setEnding(null) })}
          onCancel={() => setEnding(null)}
        />
      )}
    </section>
  );
}
