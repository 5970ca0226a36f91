import type { ReactNode } from "react";

/**
 * A titled part of an admin screen: the heading names the section for screen readers, and the note,
 * when there is one, says how its figures count.
 */
export function TitledSection({
  id,
  title,
  note,
  children,
}: {
  id: string;
  title: string;
  note?: ReactNode;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      {note ? <p className="text-sm text-slate-600 dark:text-slate-300">{note}</p> : null}
      {children}
    </section>
  );
}
