import { STORE_KEY } from "~/lib/shared-storage";

/**
 * The consent banner is in every prerendered page, so it paints with the page rather than after
 * hydration (where its text became the page's late Largest Contentful Paint). Before paint, this marks
 * `<html data-consent>` when a choice is stored, which hides that prerendered copy (`consentBootStyle`).
 * Until React takes over the banner (`data-consent-boot`), a click on Accept or Reject is saved here,
 * in the store's own entry, so a tap on a slow phone is never lost.
 */
export const consentBootScript = `(function(){var d=document.documentElement,K=${JSON.stringify(
  STORE_KEY,
)};function r(){try{return JSON.parse(localStorage.getItem(K)||"null")}catch(e){return null}}var s=r();if(s&&s.state&&s.state.consent)d.setAttribute("data-consent",s.state.consent);document.addEventListener("click",function(e){var t=e.target,b=t&&t.closest&&t.closest("[data-consent-choice]");if(!b||!b.closest("[data-consent-boot]"))return;var c=b.getAttribute("data-consent-choice"),v=r()||{state:{},version:0};v.state=v.state||{};v.state.consent=c;try{localStorage.setItem(K,JSON.stringify(v))}catch(e){}d.setAttribute("data-consent",c)},true)})()`;

/** Hides the prerendered banner once a choice is known; React's own banner is never hidden by it. */
export const consentBootStyle = "html[data-consent] [data-consent-boot]{display:none}";
