import { useRef, useState, type FormEvent, type Ref } from "react";
import { demoMessages } from "~/contract/demo-messages";
import type { ConfirmedBooking } from "~/contract/booking";
import { demoService, describeFailure, slotRefusal } from "./demo-service";
import { primaryButton, secondaryButton } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { describedBy, inputClass } from "~/components/ui/input";
import { formatCountdown, secondsLeft, useNow } from "./use-now";
import { toChallenge, type Challenge } from "./wizard-state";
import { StepHeading } from "./step-heading";

/** Resend OTP is offered this long after a code was sent (and at expiry). */
export const RESEND_AFTER_MS = 30_000;
export const OTP_LENGTH = 6;
export const expiredText = "The OTP has expired. Please resend OTP.";
export const resentText = "A new OTP has been sent.";

/** Step 2: the code, the countdown to its expiry, verify, resend and Back. */
export function VerifyStep({
  challenge,
  headingRef,
  onVerified,
  onSlotLost,
  onResent,
  onBack,
}: {
  challenge: Challenge;
  headingRef: Ref<HTMLHeadingElement>;
  onVerified: (booking: ConfirmedBooking | null) => void;
  /** The held time lapsed and went to someone else: back to the picker with this message. */
  onSlotLost: (message: string) => void;
  onResent: (challenge: Challenge) => void;
  onBack: () => void;
}) {
  const now = useNow();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);

  const remaining = secondsLeft(challenge.deadline, now);
  const expired = remaining === 0;
  const canResend = expired || now - challenge.sentAt >= RESEND_AFTER_MS;
  const busy = verifying || resending;

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setNotice(null);
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)) {
      setError(demoMessages.invalidOtp);
      return;
    }
    setError(null);
    setVerifying(true);
    try {
      const service = demoService.current ?? (await demoService.load());
      const { booking } = await service.verifyDemoSchedule(challenge.id, code);
      onVerified(booking);
    } catch (e) {
      const refusal = slotRefusal(e);
      if (refusal) return onSlotLost(refusal);
      setError(describeFailure(e, "verify").message);
      setVerifying(false);
    }
  }

  async function resend() {
    if (busy) return;
    setError(null);
    setNotice(null);
    setResending(true);
    try {
      const service = demoService.current ?? (await demoService.load());
      const next = await service.resendDemoOtp(challenge.id);
      setCode("");
      setNotice(resentText);
      onResent(toChallenge(next, Date.now()));
      // The Resend button hides for 30 s again: keep focus where the new code goes.
      codeRef.current?.focus();
    } catch (e) {
      setError(describeFailure(e, "sendOtp").message);
    } finally {
      setResending(false);
    }
  }

  return (
    <form noValidate onSubmit={verify} aria-labelledby="demo-step-2" className="space-y-5">
      <StepHeading step={2} headingRef={headingRef}>
        Verify OTP
      </StepHeading>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Enter the {OTP_LENGTH}-digit code we sent you to confirm your demo request.
      </p>
      <Field id="demo-otp" label="OTP">
        <input
          id="demo-otp"
          ref={codeRef}
          name="otp"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          value={code}
          onChange={(e) => {
            setCode(e.target.value.replace(/\D/g, "").slice(0, OTP_LENGTH));
            setError(null);
          }}
          className={`${inputClass} max-w-48 text-center font-mono text-xl tracking-[0.4em]`}
          {...describedBy("demo-otp", error ?? undefined)}
        />
      </Field>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Time remaining:{" "}
        <span role="timer" aria-label="Time remaining" className="font-mono font-semibold tabular-nums">
          {formatCountdown(remaining)}
        </span>
      </p>
      {expired ? (
        <p role="alert" className="text-sm font-medium text-amber-800 dark:text-amber-300">
          {expiredText}
        </p>
      ) : null}
      {/* The error line: wrong code, expired code or a failed call. */}
      <div
        role="alert"
        id="demo-otp-error"
        className="min-h-5 text-sm font-medium text-red-700 dark:text-red-400"
      >
        {error}
      </div>
      {notice ? (
        <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
          {notice}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className={primaryButton}>
          {verifying ? "Verifying..." : "Verify & Submit"}
        </button>
        {canResend ? (
          <button type="button" onClick={resend} disabled={busy} className={secondaryButton}>
            {resending ? "Sending OTP..." : "Resend OTP"}
          </button>
        ) : null}
        <button type="button" onClick={onBack} disabled={busy} className={secondaryButton}>
          Back
        </button>
      </div>
    </form>
  );
}
