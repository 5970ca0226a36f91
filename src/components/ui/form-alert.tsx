import type { ReactNode } from "react";
import { errorTextClass } from "./input";

/** A form's error that belongs to no single field: read out when it appears, nothing while there is none. */
export function FormAlert({ id, children }: { id?: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className={errorTextClass}>
      {children}
    </p>
  );
}
