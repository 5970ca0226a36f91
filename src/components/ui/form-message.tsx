import type { ReactNode } from "react";

const tones = {
  success: "bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200",
  error: "bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200",
};

/** A form's outcome line: success is a status, an error an alert. */
export function FormMessage({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-lg px-4 py-3 text-sm font-medium ${tones[tone]}`}
    >
      {children}
    </p>
  );
}
