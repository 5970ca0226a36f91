import { useEffect, useLayoutEffect, useReducer, useRef } from "react";
import { useForm } from "react-hook-form";
import { useLocation, useNavigate } from "react-router";
import type { DemoData, DemoForm } from "~/contract/demo";
import { useEarlyFocus } from "~/lib/hooks/use-early-focus";
import { useFillTimer } from "~/lib/hooks/use-fill-timer";
import { lazyResolver, useHeldSubmit } from "~/lib/lazy-resolver";
import { trackEvent } from "~/lib/visitor-tracking/track";
import { demoService, describeFailure, slotRefusal } from "./demo-service";
import { DetailsStep } from "./details-step";
import { SuccessStep } from "./success-step";
import { useTimeChoice } from "./use-time-choice";
import { VerifyStep } from "./verify-step";
import { PICKER_ID, WizardTimePicker } from "./wizard-time-picker";
import {
  initialWizardState,
  sendOtpAlerts,
  toChallenge,
  visibleStep,
  wizardReducer,
  type Step,
} from "./wizard-state";

// Validation (zod) loads when the visitor reaches the form, like the booking calls.
const validation = lazyResolver<DemoForm, unknown, DemoData>(() => import("./demo-validation"));
const prefetchValidation = () => validation.prefetch();

export const pickATimeError = "Please pick a time.";

export const emptyDemoForm: DemoForm = { fullName: "", companyName: "", phone: "", email: "", comment: "" };

const historyStepOf = (state: unknown): Step => {
  const step = (state as { demoStep?: unknown } | null)?.demoStep;
  return step === 2 || step === 3 ? step : 1;
};

/** The three-step demo booking (docs/product.md §2, §4): details → Verify OTP → Demo Scheduled Successfully!. */
export function DemoWizard() {
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  const form = useForm<DemoForm, unknown, DemoData>({
    resolver: validation.resolver,
    defaultValues: emptyDemoForm,
    reValidateMode: "onSubmit",
  });
  const location = useLocation();
  const navigate = useNavigate();
  const historyStep = historyStepOf(location.state);
  const step = visibleStep(historyStep, state);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  // Timed from the wizard's first render, not step 1's: Back from the code step is no new fill.
  const fillTimer = useFillTimer();
  const honeypotRef = useRef<HTMLInputElement>(null);
  const time = useTimeChoice();
  const fetchAhead = () => {
    demoService.prefetch();
    prefetchValidation();
    time.want();
  };
  // Focus that came before hydration acts at hydration, as a later focus would.
  const wizardRef = useEarlyFocus<HTMLDivElement>(fetchAhead);
  // "Demo started": the first field of step 1 the visitor changes, once per visit of the page.
  const started = useRef(false);
  const markStarted = () => {
    if (started.current || step !== 1) return;
    started.current = true;
    trackEvent("Demo started");
  };

  // Each step has its own history entry; an entry that no longer matches a live step is rewritten.
  const goTo = (next: Step, replace: boolean) =>
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace, preventScrollReset: true, state: next === 1 ? null : { demoStep: next } },
    );

  const rewriting = useRef<string | null>(null);
  useEffect(() => {
    const entry = `${location.key}:${step}`;
    if (historyStep !== step && rewriting.current !== entry) {
      rewriting.current = entry;
      void goTo(step, true);
    }
    // Leaving the confirmation starts a new booking.
    if (step === 1 && state.done) {
      form.reset(emptyDemoForm);
      fillTimer.restart();
      dispatch({ type: "reset" });
      // The time just booked is gone: fetch the free times afresh.
      time.reload();
    }
  });

  // Focus the heading of each new step (not on first render), in the commit that shows it.
  useLayoutEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  /** When times are offered one must be picked; says so at the picker. */
  function timeMissing(): boolean {
    const missing = time.offered && !time.slotStart;
    if (missing) time.setPickError(pickATimeError);
    return missing;
  }

  async function send(data: DemoData) {
    if (state.sending) return;
    if (timeMissing()) {
      document.querySelector<HTMLInputElement>(`input[name="${PICKER_ID}-slot"]`)?.focus();
      return;
    }
    // Without times on offer (none free, or they failed to load) the request goes without one, as before.
    const slot =
      time.offered && time.slotStart ? { slotStart: time.slotStart, timeZone: time.timeZone } : undefined;
    dispatch({ type: "sendStart" });
    try {
      const service = demoService.current ?? (await demoService.load());
      const signals = { website: honeypotRef.current?.value ?? "", fillMs: fillTimer.elapsed() };
      const challenge = await service.sendDemoOtp(data, signals, slot);
      dispatch({ type: "otpSent", challenge: toChallenge(challenge, Date.now()), sent: data });
      trackEvent("Code sent");
      void goTo(2, false);
    } catch (e) {
      const refusal = slotRefusal(e);
      if (refusal) {
        dispatch({ type: "slotLost" });
        slotLost(refusal);
        return;
      }
      dispatch({
        type: "sendFailed",
        message: describeFailure(e, "sendOtp").answered ? sendOtpAlerts.refused : sendOtpAlerts.failed,
      });
    }
  }

  /** The chosen time went to someone else: the picker says so with fresh times; the details stay. */
  function slotLost(message: string) {
    time.reload();
    time.setPickError(message);
  }

  const submitDetails = useHeldSubmit(form, validation, send, timeMissing);

  return (
    // Focus or pointer inside the wizard fetches the booking calls (and focus or typing, the validation) ahead of 'Send OTP'.
    <div
      ref={wizardRef}
      onFocus={fetchAhead}
      onInput={() => {
        prefetchValidation();
        markStarted();
      }}
      onPointerEnter={() => {
        demoService.prefetch();
        time.want();
      }}
    >
      <p className="mb-4 text-sm font-medium text-slate-500 dark:text-slate-400">Step {step} of 3</p>
      {step === 1 ? (
        <DetailsStep
          form={form}
          headingRef={headingRef}
          honeypotRef={honeypotRef}
          sending={state.sending}
          sendError={state.sendError}
          picker={<WizardTimePicker choice={time} />}
          onSubmit={submitDetails}
        />
      ) : null}
      {step === 2 && state.challenge ? (
        <VerifyStep
          key={state.challenge.id}
          challenge={state.challenge}
          headingRef={headingRef}
          onVerified={(booking) => {
            dispatch({ type: "verified", booking });
            trackEvent("Demo booked");
          }}
          onSlotLost={(message) => {
            dispatch({ type: "slotLost" });
            slotLost(message);
          }}
          onResent={(challenge) => dispatch({ type: "otpResent", challenge })}
          onBack={() => void navigate(-1)}
        />
      ) : null}
      {step === 3 && state.sent ? (
        <SuccessStep
          sent={state.sent}
          booking={state.booking}
          headingRef={headingRef}
          onAgain={() => void navigate(-1)}
        />
      ) : null}
    </div>
  );
}
