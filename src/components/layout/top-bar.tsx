import { Mail, MessageCircle, Phone } from "lucide-react";
import { useCompany } from "~/content/company";

export function TopBar() {
  const company = useCompany();
  return (
    <div className="bg-slate-900 text-xs text-slate-100 dark:bg-black">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-2">
        <ul className="flex items-center gap-3" aria-label="Social media">
          {company.social.map((s) => (
            <li key={s.name}>
              <a
                href={s.href}
                rel="noopener noreferrer"
                target="_blank"
                className="hover:text-white hover:underline"
              >
                {s.name}
              </a>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap items-center gap-4">
          <a
            href={company.chatHref}
            rel="noopener noreferrer"
            target="_blank"
            className="flex items-center gap-1 hover:underline"
          >
            <MessageCircle aria-hidden="true" className="size-3.5" /> Chat with us
          </a>
          <a href={company.phoneHref} className="flex items-center gap-1 hover:underline">
            <Phone aria-hidden="true" className="size-3.5" /> {company.phone}
          </a>
          <a href={`mailto:${company.email}`} className="flex items-center gap-1 hover:underline">
            <Mail aria-hidden="true" className="size-3.5" /> {company.email}
          </a>
        </div>
      </div>
    </div>
  );
}
