import type { ReactNode } from "react";
import { errorId, errorTextClass, labelClass } from "./input";

/** A labelled form field with its inline error underneath (`alert`: the error is announced when it appears). */
export function Field({
  id,
  label,
  required,
  error,
  alert,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
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
      {error ? (
        <p id={errorId(id)} role={alert ? "alert" : undefined} className={errorTextClass}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
