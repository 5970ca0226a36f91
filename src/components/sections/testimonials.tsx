import { Quote } from "lucide-react";
import { Section } from "./section";

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

export function Testimonials({
  items,
  heading = "What our clients say",
}: {
  items: Testimonial[];
  heading?: string;
}) {
  return (
    <Section id="testimonials-heading" heading={heading}>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {items.map((t) => (
          <li key={t.quote}>
            <figure className="h-full rounded-2xl bg-slate-50 p-6 dark:bg-slate-900">
              <Quote aria-hidden="true" className="size-6 text-brand-600 dark:text-brand-200" />
              <blockquote className="mt-3 text-slate-700 dark:text-slate-200">“{t.quote}”</blockquote>
              <figcaption className="mt-4 text-sm font-semibold">
                {t.name}
                <span className="block font-normal text-slate-600 dark:text-slate-400">{t.role}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
