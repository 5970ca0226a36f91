import type { SelectHTMLAttributes } from "react";
import { compactInputClass } from "./input";

export type SelectOption = string | { value: string; label: string };

/**
 * A select built from a list: `blank` is a first option with the value "" (a "none" or "all" choice),
 * and `onValue` gets the chosen value as a string.
 */
export function Select({
  options,
  blank,
  onValue,
  className = compactInputClass,
  ...props
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, "onChange" | "children"> & {
  options: readonly SelectOption[];
  blank?: string;
  onValue: (value: string) => void;
}) {
  return (
    <select {...props} className={className} onChange={(e) => onValue(e.target.value)}>
      {blank === undefined ? null : <option value="">{blank}</option>}
      {options.map((o) => {
        const { value, label } = typeof o === "string" ? { value: o, label: o } : o;
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
    </select>
  );
}
