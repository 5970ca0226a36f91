const MARKER = "data-chat-widget";

/** Injects the chat widget script once per page life; later calls do nothing. */
export function injectChatWidget(src: string | undefined, doc: Document = document): boolean {
  if (!src || doc.querySelector(`script[${MARKER}]`)) return false;
  const script = doc.createElement("script");
  script.src = src;
  script.async = true;
  script.setAttribute(MARKER, "");
  doc.body.appendChild(script);
  return true;
}

/** Runs `task` when the browser is idle (or soon, where requestIdleCallback is missing). */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(task, { timeout: 4000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1500);
  return () => window.clearTimeout(id);
}
