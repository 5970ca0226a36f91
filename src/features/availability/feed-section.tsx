import { buttonClass } from "~/components/ui/button";
import { FormMessage } from "~/components/ui/form-message";
import { ShownOnceField } from "~/components/admin/shown-once-field";
import { useMakeFeed } from "./availability-query";
import { card } from "./hours-form";

/** The private iCal feed: a secret URL, shown once when made; making a new one stops the old one. */
export function FeedSection({ hasFeed }: { hasFeed: boolean }) {
  const feed = useMakeFeed();
  const url = feed.data;

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
        <ShownOnceField
          key={url}
          label="Feed address (shown once)"
          value={url}
          failure="Copy failed: select the address and copy it by hand."
        />
      )}
      {feed.isError && <FormMessage tone="error">{feed.error.message}</FormMessage>}
      <button
        type="button"
        disabled={feed.isPending}
        className={buttonClass(hasFeed ? "secondary" : "primary", "sm")}
        onClick={() => feed.mutate()}
      >
        {feed.isPending ? "Making..." : hasFeed ? "Make a new feed address" : "Make feed address"}
      </button>
    </section>
  );
}
