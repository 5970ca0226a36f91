import { useId, useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { inputClass, labelClass } from "~/components/ui/input";

/**
 * A secret shown once (a feed address, a shared link, an API key): read-only, selected on focus, with a
 * Copy button. Give it `key={value}` so a new secret starts without the last one's "Copied.".
 */
export function ShownOnceField({ label, value, failure }: { label: string; value: string; failure: string }) {
  const id = useId();
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="space-y-2">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          readOnly
          value={value}
          onFocus={(e) => e.currentTarget.select()}
          className={`${inputClass} !mt-0 font-mono text-xs`}
        />
        <button
          type="button"
          className={`${buttonClass("secondary", "sm")} shrink-0`}
          onClick={() => void copy()}
        >
          Copy
        </button>
      </div>
      {copied !== null && (
        <p role="status" className="text-sm text-slate-700 dark:text-slate-200">
          {copied ? "Copied." : failure}
        </p>
      )}
    </div>
  );
}
