// Rewrites React Router's inline hydration module so that it fetches and runs the page's modules only
// after the browser has painted the prerendered HTML (decision 25). The framework's script is:
//   import "/assets/manifest-….js";
//   import * as route0 from "/assets/root-….js";  (one per matched route)
//   window.__reactRouterRouteModules = {…};
//   import("/assets/entry.client-….js");
// Static imports would start fetching and evaluating at once, before the first frame; here they become
// dynamic imports started once the first contentful paint has been presented (the browser's paint timing
// entry), so no module is fetched while the page is still waiting for its first frame: on a slow link such a
// fetch competes with the page, and Lighthouse counts a script fetched before first paint as render-blocking.
// Without paint timing, the first frame's timer starts them. Anything unexpected is returned unchanged.

/** After the first frame, how long a page waits for its first contentful paint before it starts anyway. */
export const FALLBACK_MS = 1000;

const staticImport = /^\s*import\s+(?:\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s+)?("[^"\n]+");?\s*$/;

export function afterFirstPaint(source: string): string {
  const lines = source.split("\n");
  const imports: Array<{ name?: string; specifier: string }> = [];
  let i = 0;
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    const match = staticImport.exec(line);
    if (match) imports.push({ name: match[1], specifier: match[2]! });
    else if (line.trim() !== "") break;
  }
  const body = lines.slice(i).join("\n");
  if (imports.length === 0 || /^\s*import\s/m.test(body)) return source;
  const names = imports.map((m, n) => m.name ?? `_${n}`).join(",");
  const loads = imports.map((m) => `import(${m.specifier})`).join(",");
  // A hidden tab paints no frames; it hydrates at once rather than wait to be shown. A page whose first
  // paint is not contentful still starts, one bounded wait after its first frame.
  return [
    `const run=()=>Promise.all([${loads}]).then(([${names}])=>{${body}\n});`,
    `let go=()=>{go=()=>{};setTimeout(run)};`,
    `if(document.visibilityState==="hidden")go();`,
    `else if(PerformanceObserver.supportedEntryTypes?.includes("paint")){`,
    `new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true});`,
    `requestAnimationFrame(()=>setTimeout(()=>go(),${FALLBACK_MS}))}`,
    `else requestAnimationFrame(()=>go());`,
  ].join("\n");
}
