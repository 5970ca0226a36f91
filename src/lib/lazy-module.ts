/**
 * A module fetched on first use (a dynamic `import()`), so it stays out of the page's first load.
 * `current` is set once it has loaded, letting later calls skip the await; a failed load is retried next time.
 */
export function lazyModule<T>(importer: () => Promise<T>) {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  const load = (): Promise<T> => {
    pending ??= importer().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return {
    get current(): T | undefined {
      return loaded;
    },
    load,
    /** Starts loading ahead of need (focus or pointer over the form); a failure waits for the real use. */
    prefetch: (): void => void load().catch(() => undefined),
  };
}
