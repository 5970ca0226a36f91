import { useId, useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { FormMessage } from "~/components/ui/form-message";
import { inputClass, labelClass } from "~/components/ui/input";
import { useMakeFeed } from "./availability-query";
import { card } from "./hours-form";

/** The private iCal feed: a secret URL, shown once when made; making a new one stops the old one. */
export function FeedSection({ hasFeed }: { hasFeed: boolean }) {
  const id = useId();
  const feed = useMakeFeed();
  const [copied, setCopied] = useState<boolean | null>(null);
  const url = feed.data;
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <section aria-labelledby="feed-heading" className={card}>
      <h2 id="feed-heading" className="text-lg font-semibold">
        Private calendar feed
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        A secret address with your upcoming demos that any calendar app can subscribe to. Anyone with the
        address can read it.
      </p>
      <p className="text-sm font-medium text-amber-900 dark:text-amber-200">
        {hasFeed
          ? "You have a feed. Making a new address stops the old one: calendars subscribed to it stop updating."
          : "The address is shown once. Making a new one later stops the old one."}
      </p>
      {url && (
        <div className="space-y-2">
          <label htmlFor={id} className={labelClass}>
            Feed address (shown once)
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id={id}
              readOnly
              value={url}
              onFocus={(e) => e.currentTarget.select()}
              className={`${inputClass} !mt-0 font-mono text-xs`}
            />
            <button
              type="button"
              className={`${buttonClass("secondary", "sm")} shrink-0`}
              onClick={() => void copy(url)}
            >
              Copy
            </button>
          </div>
          {copied !== null && (
            <p role="status" className="text-sm text-slate-700 dark:text-slate-200">
              {copied ? "Copied." : "Copy failed: select the address and copy it by hand."}
            </p>
          )}
        </div>
      )}
      {feed.isError && <FormMessage tone="error">{feed.error.message}</FormMessage>}
      <button
        type="button"
        disabled={feed.isPending}
        className={buttonClass(hasFeed ? "secondary" : "primary", "sm")}
        onClick={() => {
          setCopied(null);
          feed.mutate();
        }}
      >
        {feed.isPending ? "Making..." : hasFeed ? "Make a new feed address" : "Make feed address"}
      </button>
    </section>
  );
}
