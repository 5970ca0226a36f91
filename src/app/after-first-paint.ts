// Rewrites React Router's inline hydration module so that it fetches and runs the page's modules only
// after the browser has painted the prerendered HTML (decision 25). The framework's script is:
//   import "/assets/manifest-….js";
//   import * as route0 from "/assets/root-….js";  (one per matched route)
//   window.__reactRouterRouteModules = {…};
//   import("/assets/entry.client-….js");
// Static imports would start fetching and evaluating at once, before the first frame; here they become
// dynamic imports started from the first frame's timer. Anything unexpected is returned unchanged.

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
  // A hidden tab paints no frames; it hydrates at once rather than wait to be shown.
  return [
    `const run=()=>Promise.all([${loads}]).then(([${names}])=>{${body}\n});`,
    `document.visibilityState==="hidden"?run():requestAnimationFrame(()=>setTimeout(run));`,
  ].join("\n");
}
