import type { ReactNode } from "react";
import { errorId, errorTextClass, hintId, hintTextClass, labelClass } from "./input";

/**
 * A labelled form field with its hint and inline error underneath (`alert`: the error is announced when it
 * appears). The input names both with `describedBy(id, error, Boolean(hint))`.
 */
export function Field({
  id,
  label,
  required,
  hint,
  error,
  alert,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  alert?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-600 dark:text-red-400">
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={hintId(id)} className={hintTextClass}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId(id)} role={alert ? "alert" : undefined} className={errorTextClass}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
