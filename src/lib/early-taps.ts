// A tap that lands before React has started would do nothing (a menu button) or the browser's default (a
// form sent as a page load, its fields in the address). Until then this inline script keeps the last
// control tapped, and stops forms from being sent; once the page is hydrated, the tap is made again, so
// it acts as if the page had been ready. Taps after React starts are React's own: it hydrates the part
// tapped first and replays the event. The consent banner's buttons have their own script (consent-boot).

declare global {
  interface Window {
    __earlyTap?: Element;
    __reactStarted?: boolean;
  }
}

export const earlyTapScript = `(function(){function k(e){if(window.__reactStarted)return;var t=e.type=="submit"?e.submitter||e.target:e.target.closest&&e.target.closest("button");if(!t||t.closest("[data-consent-boot]"))return;window.__earlyTap=t;if(e.type=="submit")e.preventDefault()}document.addEventListener("click",k,true);document.addEventListener("submit",k,true)})()`;

/** Called just before hydration starts: from then on React sees every event itself. */
export function markReactStarted(): void {
  window.__reactStarted = true;
}

/** Called once the page is hydrated: repeats the tap made before, if its control is still there. */
export function replayEarlyTap(): void {
  const target = window.__earlyTap;
  window.__earlyTap = undefined;
  if (!target?.isConnected) return;
  if (target instanceof HTMLFormElement) target.requestSubmit();
  else if (target instanceof HTMLElement) target.click();
}
