import { Link } from "react-router";
import { tagPath } from "~/content/site-map";

/** Tags as linked chips; `label` names the list for screen readers. */
export function TagList({
  tags,
  label,
}: {
  tags: readonly { name: string; slug: string; count?: number }[];
  label: string;
}) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {tags.map((t) => (
        <li key={t.slug}>
          <Link
            to={tagPath(t.slug)}
            className="inline-flex min-h-9 items-center rounded-full border border-slate-300 bg-white px-3 text-sm text-slate-800 hover:border-brand-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          >
            #{t.name}
            {t.count ? <span className="ml-1 text-slate-600 dark:text-slate-400">({t.count})</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
