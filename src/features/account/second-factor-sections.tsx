import { FormMessage } from "~/components/ui/form-message";
import { buttonClass } from "~/components/ui/button";
import { SecondFactorPasskeys } from "./second-factor-passkeys";
import { useSecondFactorStatus } from "./second-factor-query";
import { SecondFactorTotp } from "./second-factor-totp";

/** The second-factor sections of /account: the team's requirement, the authenticator app, passkeys. */
export function SecondFactorSections() {
  const status = useSecondFactorStatus();
  if (status.isPending) return <p role="status">Loading your sign-in settings...</p>;
  if (status.isError)
    return (
      <div className="space-y-3">
        <FormMessage tone="error">{status.error.message}</FormMessage>
        <button
          type="button"
          className={buttonClass("secondary", "sm")}
          onClick={() => void status.refetch()}
        >
          Try again
        </button>
      </div>
    );
  const none = !status.data.totp && status.data.passkeys.length === 0;
  return (
    <div className="space-y-8">
      {status.data.required && none && (
        <FormMessage tone="error">
          Your team requires a second factor. Set up an authenticator app or add a passkey to continue.
        </FormMessage>
      )}
      <SecondFactorTotp status={status.data} />
      <SecondFactorPasskeys status={status.data} />
    </div>
  );
}
