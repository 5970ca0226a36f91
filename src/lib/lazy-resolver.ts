import type { FieldValues, Resolver } from "react-hook-form";
import { lazyModule } from "./lazy-module";

/**
 * A react-hook-form resolver whose validation code (zod and the schema) is a separate chunk, fetched on
 * first use or on `prefetch` (the visitor focusing or typing in the form), never with the page.
 */
export function lazyResolver<TIn extends FieldValues, TCtx, TOut>(
  importer: () => Promise<{ resolver: Resolver<TIn, TCtx, TOut> }>,
) {
  const validation = lazyModule(importer);
  const resolver: Resolver<TIn, TCtx, TOut> = async (values, context, options) =>
    (validation.current ?? (await validation.load())).resolver(values, context, options);
  return { resolver, prefetch: validation.prefetch };
}
