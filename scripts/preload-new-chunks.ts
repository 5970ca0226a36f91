import type { Plugin, ResolveModulePreloadDependenciesFn, Rollup } from "vite";

type OutputBundle = Rollup.OutputBundle;

/** Every chunk a chunk imports statically, at any depth. */
function staticClosure(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (chunk?.type !== "chunk") return seen;
  for (const imported of chunk.imports) {
    if (seen.has(imported)) continue;
    seen.add(imported);
    staticClosure(bundle, imported, seen);
  }
  return seen;
}

/**
 * Vite preloads a dynamic import's chunk and each chunk it imports, by adding a `<link rel="modulepreload">`
 * per file at the moment of the import; it skips files the page already links. Our pages link none
 * (decision 9), so each import linked the framework, the shell and every module its importer had already
 * run: a dozen elements appended and requests started in one task, often hydration's last. A chunk's
 * static imports have all run before its code can import anything, so they are dropped here (decision 58).
 */
export function preloadNewChunks(): {
  plugin: Plugin;
  resolveDependencies: ResolveModulePreloadDependenciesFn;
} {
  let bundle: OutputBundle | undefined;
  const closures = new Map<string, Set<string>>();
  return {
    plugin: {
      name: "preload-new-chunks",
      applyToEnvironment: (environment) => environment.name === "client",
      // Vite resolves the preload lists in its own generateBundle; this one has to see the bundle first.
      generateBundle: {
        order: "pre",
        handler(_options, output) {
          bundle = output;
          closures.clear();
        },
      },
    },
    resolveDependencies(_filename, deps, { hostId, hostType }) {
      if (!bundle || hostType !== "js") return deps;
      if (!closures.has(hostId)) closures.set(hostId, staticClosure(bundle, hostId));
      const loaded = closures.get(hostId)!;
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
