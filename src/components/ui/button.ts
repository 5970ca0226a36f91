/** The site's button looks, as class names: they style <button> and <Link> alike. */
export type ButtonVariant = "primary" | "secondary" | "danger";
/** `md` for page forms, `sm` for dense tools (KPI platform, dialogs). */
export type ButtonSize = "md" | "sm";

const base =
  "inline-flex items-center justify-center rounded-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60";
const sizes: Record<ButtonSize, string> = { md: "px-5 py-2.5", sm: "gap-2 px-4 py-2.5 text-sm" };
const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-600 text-white shadow-sm hover:bg-brand-700",
  secondary:
    "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800",
  danger: "bg-red-700 text-white hover:bg-red-800",
};

export function buttonClass(variant: ButtonVariant, size: ButtonSize = "md"): string {
  return `${base} ${sizes[size]} ${variants[variant]}`;
}

export const primaryButton = buttonClass("primary");
export const secondaryButton = buttonClass("secondary");
/** A button that reads as a link inside text. */
export const linkButton =
  "font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-200";
