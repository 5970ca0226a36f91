import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { compactInputClass, describedBy, errorId } from "~/components/ui/input";
import { formatInr } from "~/content/pricing";
import { leadsApi } from "~/contract/endpoints/leads";
import { LEAD_VALUE_MAX, type LeadDetail } from "~/contract/leads";
import { call } from "~/lib/http/call";
import { leadKey, listResource } from "./lead-status";

/** "2,50,000" or "250000" → 250000; "" → null (no value); anything else → undefined. */
export function parseRupees(text: string): number | null | undefined {
  const plain = text.replace(/[\s,₹]/g, "");
  if (!plain) return null;
  if (!/^\d+$/.test(plain)) return undefined;
  const n = Number(plain);
  return n <= LEAD_VALUE_MAX ? n : undefined;
}

/**
 * The lead's estimated value in rupees, saved with the version on screen: someone else's change since
 * answers "Changed by someone else, reload." under the field.
 */
export function LeadValue({ lead }: { lead: LeadDetail }) {
  const id = useId();
  const client = useQueryClient();
  const [text, setText] = useState(lead.value === null ? "" : String(lead.value));
  const [invalid, setInvalid] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (value: number | null) =>
      call(leadsApi.value, {
        params: { kind: lead.kind, id: lead._id },
        body: { value, version: lead.version },
      }),
    onSuccess: () => {
      for (const queryKey of [leadKey(lead.kind, lead._id), [listResource[lead.kind]], ["timeline"]])
        void client.invalidateQueries({ queryKey });
      void client.invalidateQueries({ queryKey: ["dashboard-stats"] });
      void client.invalidateQueries({ queryKey: ["pipeline"] });
    },
  });
  const error = invalid ?? (save.isError ? save.error.message : undefined);
  const parsed = parseRupees(text);
  const unchanged = parsed === lead.value;
  return (
    <form
      className="space-y-1"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (parsed === undefined) {
          setInvalid(`Enter the value in whole rupees, up to ${formatInr(LEAD_VALUE_MAX)}`);
          return;
        }
        setInvalid(null);
        save.mutate(parsed);
      }}
    >
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        Estimated value (₹)
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setInvalid(null);
          }}
          className={`${compactInputClass} mt-0 w-36`}
          {...describedBy(id, error)}
        />
        <button
          type="submit"
          disabled={save.isPending || unchanged}
          className={buttonClass("secondary", "sm")}
        >
          {save.isPending ? "Saving..." : "Save value"}
        </button>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-300" aria-live="polite">
        {lead.value === null ? "No value set" : `Saved: ${formatInr(lead.value)}`}
      </p>
      {error && (
        <p id={errorId(id)} role="alert" className="text-xs text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </form>
  );
}
