import type { ReactNode } from "react";

/** A page section with its centred h2; `tinted` sets it on a full-width grey band. */
export function Section({
  id,
  heading,
  width = "max-w-7xl",
  tinted = false,
  children,
}: {
  id: string;
  heading: ReactNode;
  /** A Tailwind max-width class, written out in full so the build sees it. */
  width?: string;
  tinted?: boolean;
  children: ReactNode;
}) {
  const body = (
    <>
      <h2 id={id} className="text-center text-3xl font-bold">
        {heading}
      </h2>
      {children}
    </>
  );
  const box = `mx-auto ${width} px-4 py-16`;
  return tinted ? (
    <section aria-labelledby={id} className="bg-slate-50 dark:bg-slate-900/60">
      <div className={box}>{body}</div>
    </section>
  ) : (
    <section aria-labelledby={id} className={box}>
      {body}
    </section>
  );
}
