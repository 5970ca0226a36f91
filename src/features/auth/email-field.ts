import type { FieldValues } from "react-hook-form";
import type { FieldSpec } from "~/components/ui/form-field";

/**
 * A staff member's email as the sign-in name. `autocomplete="username"` is what password managers key a
 * saved login on; the WHATWG autofill rules allow it on a text input (and HTML_CodeSniffer's WCAG 1.3.5
 * check, technique H98, accepts it only there), so the input is `type="text"` with what `type="email"`
 * gave a visitor kept by hand: the email keyboard, no capital letter, no spelling marks. The address is
 * checked by the form's schema, never by the browser (the forms are `noValidate`).
 */
export function emailUsernameField<T extends FieldValues>(name: FieldSpec<T>["name"]): FieldSpec<T> {
  return {
    name,
    label: "Email",
    type: "text",
    autoComplete: "username",
    inputMode: "email",
    autoCapitalize: "none",
    spellCheck: false,
  };
}
