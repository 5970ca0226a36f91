import type { ComponentProps } from "react";

/**
 * The honeypot field of a public form: off screen and hidden from assistive technology, so only bots
 * fill it; the server keeps such a submission as Spam (ADR 0028).
 */
export function Honeypot({ id, field }: { id: string; field: ComponentProps<"input"> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...field} />
    </div>
  );
}
