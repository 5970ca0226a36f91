import { Check } from "lucide-react";

/** The green tick in front of a feature or reason in a list (decorative). */
export function CheckMark({ size = "size-4" }: { size?: "size-4" | "size-5" }) {
  return (
    <Check aria-hidden="true" className={`mt-0.5 ${size} shrink-0 text-emerald-600 dark:text-emerald-400`} />
  );
}
