// A tap that lands before React has started would do nothing (a menu button) or the browser's default (a
// form sent as a page load, its fields in the address). Until then this inline script keeps the last
// control tapped, and stops forms from being sent; once the page is hydrated, the tap is made again, so
// it acts as if the page had been ready. Taps after React starts are React's own: it hydrates the part
// tapped first and replays the event. The consent banner's buttons have their own script (consent-boot).
// A tap on a form's button also keeps what the form held: a visitor who kept typing after it has moved on,
// and replaying the press on the fields as they are now would send what they never sent.

declare global {
  interface Window {
    __earlyTap?: Element;
    /** What the tapped control's form held at the tap (see `__formHeld`). */
    __earlyTapHeld?: string;
    /** A form's fields as one string, defined by the inline script so both ends read them alike. */
    __formHeld?: (form: HTMLFormElement) => string;
    __reactStarted?: boolean;
  }
}

export const earlyTapScript = `(function(){var h=window.__formHeld=function(f){return new URLSearchParams(new FormData(f)).toString()};function k(e){if(window.__reactStarted)return;var t=e.type=="submit"?e.submitter||e.target:e.target.closest&&e.target.closest("button");if(!t||t.closest("[data-consent-boot]"))return;var f=t.tagName=="FORM"?t:t.form;window.__earlyTap=t;window.__earlyTapHeld=f?h(f):"";if(e.type=="submit")e.preventDefault()}document.addEventListener("click",k,true);document.addEventListener("submit",k,true)})()`;

/** Called just before hydration starts: from then on React sees every event itself. */
export function markReactStarted(): void {
  window.__reactStarted = true;
}

/**
 * Called once the page is hydrated: repeats the tap made before, if its control is still there and its
 * form still holds what it held at the tap.
 */
export function replayEarlyTap(): void {
  const target = window.__earlyTap;
  const held = window.__earlyTapHeld;
  window.__earlyTap = undefined;
  window.__earlyTapHeld = undefined;
  if (!target?.isConnected) return;
  const form = target instanceof HTMLFormElement ? target : (target as HTMLButtonElement).form;
  if (form && window.__formHeld && window.__formHeld(form) !== held) return;
  if (target instanceof HTMLFormElement) target.requestSubmit();
  else if (target instanceof HTMLElement) target.click();
}
