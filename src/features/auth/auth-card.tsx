import type { ReactNode } from "react";
import { Link } from "react-router";

export const cardLink =
  "text-sm font-medium text-brand-700 underline hover:text-brand-800 dark:text-brand-200";

/** The centred card of the sign-in pages (/login, /forgot-password, /invite): title, intro, content. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <main
      id="main"
      className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12 dark:bg-slate-950"
    >
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{intro}</p>
        <div className="mt-6">{children}</div>
        {footer && <div className="mt-6 flex flex-wrap items-center justify-between gap-4">{footer}</div>}
      </div>
    </main>
  );
}

/** "Back to sign in", at the foot of the sign-in help pages. */
export const BackToSignIn = () => (
  <Link to="/login" className={cardLink}>
    Back to sign in
  </Link>
);
