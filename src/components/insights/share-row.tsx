import { useState } from "react";

/** Share links: plain URLs of each network's share page, no third-party script. Copy link is a link to the
 * post itself that copies it when JavaScript runs. */
export function ShareRow({ url, title }: { url: string; title: string }) {
  const [copied, setCopied] = useState(false);
  const u = encodeURIComponent(url);
  const links = [
    { name: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { name: "X", href: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}` },
    { name: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
  ];
  const item =
    "inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:border-brand-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100";
  return (
    <section aria-labelledby="share-heading" className="mt-12">
      <h2 id="share-heading" className="text-lg font-bold">
        Share this article
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        <li>
          <a
            href={url}
            className={item}
            onClick={(e) => {
              if (!navigator.clipboard) return;
              e.preventDefault();
              void navigator.clipboard.writeText(url).then(() => setCopied(true));
            }}
          >
            Copy link
          </a>
        </li>
        {links.map((l) => (
          <li key={l.name}>
            <a href={l.href} className={item} target="_blank" rel="noopener noreferrer">
              {l.name}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
      <p role="status" className="mt-2 min-h-6 text-sm text-slate-600 dark:text-slate-300">
        {copied ? "Link copied." : ""}
      </p>
    </section>
  );
}
