import { Check } from "lucide-react";

/** The green tick in front of a feature or reason in a list (decorative). */
export function CheckMark({ size = "size-4" }: { size?: "size-4" | "size-5" }) {
  return (
    <Check aria-hidden="true" className={`mt-0.5 ${size} shrink-0 text-emerald-600 dark:text-emerald-400`} />
  );
}

/** A ticked list of features (`className` places it: margins, flex). */
export function CheckList({ items, className }: { items: readonly string[]; className: string }) {
  return (
    <ul className={`${className} space-y-2 text-sm`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <CheckMark />
          {item}
        </li>
      ))}
    </ul>
  );
}
