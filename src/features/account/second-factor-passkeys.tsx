import { startRegistration } from "@simplewebauthn/browser";
import { useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { FormMessage } from "~/components/ui/form-message";
import { inputClass, labelClass } from "~/components/ui/input";
import type { SecondFactorStatus } from "~/contract/mfa";
import { accountSecurityApi } from "~/contract/endpoints/account-security";
import { call, callData } from "~/lib/http/call";
import { passkeyErrorMessage, usePasskeysSupported } from "~/lib/auth/passkeys";
import { useSecondFactorChange } from "./second-factor-query";
import { TitledSection } from "~/components/admin/titled-section";

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : "never");

/** Makes a passkey in the browser and stores it under `name`. */
async function registerPasskey(name: string) {
  const { ticket, options } = await callData(accountSecurityApi.passkeyOptions);
  const passkey = await startRegistration({ optionsJSON: options as never });
  return call(accountSecurityApi.addPasskey, { body: { ticket, name, passkey: passkey as never } });
}

const deletePasskey = (id: string) => call(accountSecurityApi.removePasskey, { params: { id } });

/** /account section: passkeys, a second factor and a sign-in without a password. */
export function SecondFactorPasskeys({ status }: { status: SecondFactorStatus }) {
  const [name, setName] = useState("");
  const add = useSecondFactorChange(registerPasskey);
  const remove = useSecondFactorChange(deletePasskey);
  const error = add.error ?? remove.error;
  const supported = usePasskeysSupported();

  return (
    <TitledSection id="passkeys" title="Passkeys">
      <p className="text-sm text-slate-700 dark:text-slate-200">
        A passkey on this device or a security key signs you in with your fingerprint, face or PIN, with or
        without your password.
      </p>
      {status.passkeys.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">No passkeys yet.</p>
      ) : (
        <ul aria-label="Your passkeys" className="divide-y divide-slate-200 dark:divide-slate-700">
          {status.passkeys.map((p) => (
            <li key={p._id} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <span>
                <span className="font-medium">{p.name}</span>
                <span className="block text-sm text-slate-600 dark:text-slate-300">
                  Added {when(p.createdAt)}, last used {when(p.lastUsedAt)}
                </span>
              </span>
              <button
                type="button"
                className={buttonClass("secondary", "sm")}
                disabled={remove.isPending}
                onClick={() => remove.mutate(p._id)}
              >
                Remove<span className="sr-only"> passkey {p.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {supported ? (
        <form
          className="flex flex-wrap items-end gap-3"
          aria-busy={add.isPending}
          onSubmit={(e) => {
            e.preventDefault();
            add.mutate(name.trim() || "Passkey", { onSuccess: () => setName("") });
          }}
        >
          <div className="w-64">
            <label htmlFor="passkey-name" className={labelClass}>
              Passkey name
            </label>
            <input
              id="passkey-name"
              className={inputClass}
              value={name}
              maxLength={60}
              placeholder="e.g. Work laptop"
              onChange={(e) => setName(e.target.value)}
            />
          </div>
          <button type="submit" disabled={add.isPending} className={buttonClass("primary", "sm")}>
            {add.isPending ? "Waiting for your passkey..." : "Add a passkey"}
          </button>
        </form>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-300">This browser cannot make passkeys.</p>
      )}
      {add.isSuccess && <FormMessage tone="success">Passkey added.</FormMessage>}
      {error && <FormMessage tone="error">{passkeyErrorMessage(error)}</FormMessage>}
    </TitledSection>
  );
}
