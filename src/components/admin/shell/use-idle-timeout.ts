import { useCallback, useEffect, useRef, useState } from "react";
import { idle, useIdleWindow } from "~/lib/auth/idle";
import { session } from "~/lib/auth/session";
import { renewSession } from "~/lib/http/api-client";

/** The warning comes two minutes before the idle limit (docs/decisions/0066). */
export const WARNING_MS = 2 * 60_000;
/** Half a limit shorter than four minutes, so a short one (tests use half a minute) still warns. */
export const warningLead = (limitMs: number) => Math.min(WARNING_MS, limitMs / 2);

/** The member's own input; pointer moves alone are not use. */
const INPUT_EVENTS = ["pointerdown", "keydown", "wheel", "touchstart"] as const;

/**
 * The admin side of the idle limit: notes the member's input, asks the server shortly before the limit
 * (another tab's use may have moved it), warns when it really is near, and at the limit lets the server
 * end the session, which sends the member to sign in. `warning`: the ms that were left when it opened.
 */
export function useIdleTimeout(): { warning: number | null; staying: boolean; stay: () => void } {
  const [warning, setWarning] = useState<number | null>(null);
  const [staying, setStaying] = useState(false);
  const warned = useRef(false);

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const warn = (deadline: number | null) => {
      warned.current = deadline !== null;
      setWarning(deadline === null ? null : Math.max(0, deadline - Date.now()));
    };
    const later = (run: () => Promise<void>, at: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => void run(), Math.max(0, at - Date.now()));
    };
    // At the limit the server decides: refused, the session ends; renewed, another tab kept it.
    const end = async () => {
      if (!(await renewSession()) && live) session.end();
    };
    // Before warning: a renewal reports this tab's time away, and its answer re-plans.
    const check = async () => {
      if ((await renewSession()) || !live) return;
      // Not renewed (the network, maybe): warn now, and try once more at the limit.
      const { deadline } = useIdleWindow.getState();
      warn(deadline ?? Date.now());
      later(end, deadline ?? Date.now());
    };
    const plan = () => {
      const { deadline, limitMs } = useIdleWindow.getState();
      if (deadline === null || limitMs === null) return;
      const lead = warningLead(limitMs);
      const near = deadline - Date.now() <= lead;
      warn(near ? deadline : null);
      setStaying(false);
      if (near) later(end, deadline);
      else later(check, deadline - lead);
    };
    // Input while the warning is up does not count: "Stay signed in" is the answer it asks for.
    const onInput = () => {
      if (!warned.current) idle.noteInput();
    };
    // Opening the admin is the member's doing.
    idle.noteInput();
    for (const name of INPUT_EVENTS)
      document.addEventListener(name, onInput, { capture: true, passive: true });
    const unsubscribe = useIdleWindow.subscribe(plan);
    plan();
    return () => {
      live = false;
      clearTimeout(timer);
      unsubscribe();
      for (const name of INPUT_EVENTS) document.removeEventListener(name, onInput, { capture: true });
    };
  }, []);

  const stay = useCallback(() => {
    idle.noteInput();
    setStaying(true);
    // The answer's window closes the warning; refused (the limit passed meanwhile), sign in again.
    void renewSession().then((renewed) => {
      if (!renewed) session.end();
    });
  }, []);

  return { warning, staying, stay };
}
