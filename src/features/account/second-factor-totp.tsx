import { useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { FormMessage } from "~/components/ui/form-message";
import type { SecondFactorStatus, TotpSetup } from "~/contract/mfa";
import { accountSecurityApi } from "~/contract/endpoints/account-security";
import { call, callData } from "~/lib/http/call";
import { SecondFactorCodeForm } from "./second-factor-code-form";
import { SecondFactorRecoveryCodes } from "./second-factor-recovery-codes";
import { useSecondFactorChange } from "./second-factor-query";
import { TitledSection } from "~/components/admin/titled-section";

const startTotpSetup = () => callData(accountSecurityApi.totpSetup);

/** Turns the app on with its first code; resolves with the 10 recovery codes (shown once). */
const confirmTotp = async (code: string) =>
  (await call(accountSecurityApi.totpConfirm, { body: { code } })).data?.codes ?? [];
const newRecoveryCodes = async (code: string) =>
  (await call(accountSecurityApi.recoveryCodes, { body: { code } })).data?.codes ?? [];
const disableTotp = (code: string) => call(accountSecurityApi.totpDisable, { body: { code } });

/** The key in groups of four, as authenticator apps ask for it to be typed. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, "$1 ").trim();

/** /account section: an authenticator app (TOTP) with its recovery codes. */
export function SecondFactorTotp({ status }: { status: SecondFactorStatus }) {
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const begin = useSecondFactorChange(startTotpSetup);
  const confirm = useSecondFactorChange(confirmTotp);
  const disable = useSecondFactorChange(disableTotp);
  const renew = useSecondFactorChange(newRecoveryCodes);
  const failed = [begin, confirm, disable, renew].find((m) => m.isError)?.error;
  const busy = [begin, confirm, disable, renew].some((m) => m.isPending);

  return (
    <TitledSection id="totp" title="Authenticator app">
      {codes ? (
        <SecondFactorRecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      ) : status.totp ? (
        <>
          <p className="text-sm text-slate-700 dark:text-slate-200">
            On. Sign-ins ask for a code from your app. Recovery codes left: {status.recoveryCodesLeft}.
          </p>
          <h3 className="text-base font-semibold">New recovery codes</h3>
          <SecondFactorCodeForm
            idPrefix="totp-renew"
            submit="Make new recovery codes"
            busy={busy}
            onCode={(code) => renew.mutate(code, { onSuccess: setCodes })}
          />
          <h3 className="text-base font-semibold">Turn off</h3>
          <SecondFactorCodeForm
            idPrefix="totp-off"
            submit="Turn off the authenticator app"
            busy={busy}
            danger
            onCode={(code) => disable.mutate(code)}
          />
        </>
      ) : setup ? (
        <div className="space-y-4">
          <p className="text-sm text-slate-700 dark:text-slate-200">
            Scan this QR code with your authenticator app, then enter the 6-digit code it shows.
          </p>
          <img
            src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qrSvg)}`}
            alt="QR code with the key for your authenticator app"
            width={176}
            height={176}
            className="rounded bg-white p-1"
          />
          <p className="text-sm text-slate-700 dark:text-slate-200">
            Can&apos;t scan it? Enter this key in the app instead:{" "}
            <code className="font-mono font-semibold">{grouped(setup.secret)}</code>
          </p>
          <SecondFactorCodeForm
            idPrefix="totp-confirm"
            submit="Turn on"
            busy={busy}
            onCode={(code) =>
              confirm.mutate(code, {
                onSuccess: (made) => {
                  setSetup(null);
                  setCodes(made);
                },
              })
            }
          />
        </div>
      ) : (
        <>
          <p className="text-sm text-slate-700 dark:text-slate-200">
            Use an app such as Google Authenticator, 1Password or Authy for a code at each sign-in.
          </p>
          <button
            type="button"
            disabled={busy}
            className={buttonClass("primary", "sm")}
            onClick={() => begin.mutate(undefined, { onSuccess: setSetup })}
          >
            Set up an authenticator app
          </button>
        </>
      )}
      {failed && <FormMessage tone="error">{failed.message}</FormMessage>}
    </TitledSection>
  );
}
