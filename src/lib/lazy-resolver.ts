import { type BaseSyntheticEvent, useRef } from "react";
import type {
  FieldValues,
  Resolver,
  SubmitErrorHandler,
  SubmitHandler,
  UseFormReturn,
} from "react-hook-form";
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
  return {
    resolver,
    prefetch: validation.prefetch,
    load: (): Promise<unknown> => validation.load(),
    loaded: (): boolean => validation.current !== undefined,
  };
}

type LazyValidation = { load: () => Promise<unknown>; loaded: () => boolean };

/**
 * The submit handler of a form checked by a `lazyResolver`. A press is judged on what the form held when
 * it was pressed: react-hook-form reads the fields only once the checks have run, so a press made while
 * they are still loading would otherwise send whatever the visitor typed meanwhile. When the checks
 * arrive, the press goes ahead only if it is the latest and the fields are unchanged; else it does nothing,
 * and the visitor's next press counts.
 */
export function useHeldSubmit<TIn extends FieldValues, TCtx, TOut>(
  form: UseFormReturn<TIn, TCtx, TOut>,
  validation: LazyValidation,
  onValid: SubmitHandler<TOut>,
  onInvalid?: SubmitErrorHandler<TIn>,
): (event?: BaseSyntheticEvent) => void {
  const latest = useRef(0);
  return (event) => {
    event?.preventDefault();
    const press = ++latest.current;
    const submit = () => void form.handleSubmit(onValid, onInvalid)();
    if (validation.loaded()) return submit();
    const held = JSON.stringify(form.getValues());
    const ifUnchanged = () => {
      if (press === latest.current && JSON.stringify(form.getValues()) === held) submit();
    };
    // A failed load goes on too: the resolver tries again, and the form reports what that gives.
    validation.load().then(ifUnchanged, ifUnchanged);
  };
}
