import { ChevronDown } from "lucide-react";

/** Questions as a native disclosure list: keyboard and screen-reader support come with <details>. */
export function FaqList({ faqs }: { faqs: readonly { question: string; answer: string }[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
      {faqs.map((faq) => (
        <details key={faq.question} className="group p-5">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold [&::-webkit-details-marker]:hidden">
            {faq.question}
            <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition group-open:rotate-180" />
          </summary>
          <p className="mt-3 text-slate-700 dark:text-slate-300">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
