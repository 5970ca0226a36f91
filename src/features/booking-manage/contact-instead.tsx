import { Mail, Phone } from "lucide-react";
import { useCompany } from "~/content/company";

/** Where changes go when the page cannot make them: the company's phone and email. */
export function ContactInstead({ reason }: { reason: string }) {
  const company = useCompany();
  const link =
    "inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-200";
  return (
    <div className="space-y-3 rounded-xl bg-amber-50 p-4 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100">
      <p>{reason}</p>
      <ul className="space-y-2">
        <li>
          <a href={company.phoneHref} className={link}>
            <Phone aria-hidden="true" className="size-4" />
            {company.phone}
          </a>
        </li>
        <li>
          <a href={`mailto:${company.email}`} className={link}>
            <Mail aria-hidden="true" className="size-4" />
            {company.email}
          </a>
        </li>
      </ul>
    </div>
  );
}
