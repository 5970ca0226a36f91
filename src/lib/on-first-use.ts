/**
 * A value made the first time it is asked for. For Intl formatters: making the first one loads locale
 * data, 12–15 ms of main thread on a slow phone (50–60 ms at 4× CPU). At a module's top level that cost
 * landed in the task that starts the page, even on pages whose formatted text is prerendered and never
 * formatted again in the browser.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
