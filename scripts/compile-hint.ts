import type { Plugin } from "vite";

/** V8's file-wide compile hint (Chromium 136+; other engines read a comment). */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * Marks the named client chunks for eager compilation. Hydration calls most of the framework's functions
 * for the first time, and V8 compiled each then, on the main thread, inside hydration's tasks. With the
 * hint it compiles the whole file while streaming it, off the main thread (decision 56).
 */
export function compileHint(chunkNames: string[]): Plugin {
  return {
    name: "compile-hint",
    applyToEnvironment: (environment) => environment.name === "client",
    // After minification, which drops comments; the file name's hash was taken before, but it only has
    // to change when the code does, and the hint is the same for every build.
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle))
        if (chunk.type === "chunk" && chunkNames.includes(chunk.name)) chunk.code = COMPILE_HINT + chunk.code;
    },
  };
}
