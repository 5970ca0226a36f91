import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { FormMessage } from "~/components/ui/form-message";
import { errorId, inputClass, labelClass } from "~/components/ui/input";
import { accessLabelSchema, type AccessLabel } from "~/contract/analytics-sharing";
import { ApiError } from "~/lib/http/api-client";
import { formatDateTime } from "~/lib/admin/format";
import { LoadError } from "~/components/admin/load-error";
import { ShownOnceField } from "~/components/admin/shown-once-field";

export const settingsCard =
  "space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900";

interface Item {
  _id: string;
  label: string;
  createdAt: string;
}

/** What sets a kind of access apart: its calls, its words, and what of a made one is the secret. */
export interface AccessKind<T extends Item, N extends T> {
  /** "shared link": the title, button and empty text are made from it. */
  noun: string;
  intro: ReactNode;
  nameLabel: string;
  secretLabel: string;
  list: () => Promise<T[]>;
  create: (input: AccessLabel) => Promise<N>;
  revoke: (id: string) => Promise<void>;
  secretOf: (made: N) => string;
  describe: (item: T) => string;
}

/**
 * A list of named secrets (shared links, API keys): make one (its secret shown once, with Copy), see
 * the working ones, revoke one. Both kinds share this so they behave alike.
 */
export function AccessList<T extends Item, N extends T>({
  queryKey,
  kind,
}: {
  queryKey: string;
  kind: AccessKind<T, N>;
}) {
  const { intro, nameLabel, secretLabel, list, create, revoke, secretOf, describe } = kind;
  const title = `${kind.noun.replace(/^./, (c) => c.toUpperCase())}s`;
  const id = useId();
  const client = useQueryClient();
  const items = useQuery({ queryKey: [queryKey], queryFn: list });
  const refresh = () => client.invalidateQueries({ queryKey: [queryKey] });
  const [fieldError, setFieldError] = useState<string>();
  const make = useMutation({ mutationFn: create, onSuccess: refresh });
  const drop = useMutation({ mutationFn: revoke, onSuccess: refresh });

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const parsed = accessLabelSchema.safeParse({ label: String(new FormData(form).get("label") ?? "") });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    make.mutate(parsed.data, { onSuccess: () => form.reset() });
  };
  const serverFieldError =
    make.error instanceof ApiError
      ? make.error.fieldErrors.find((f) => f.path === "label")?.message
      : undefined;
  const labelError = fieldError ?? serverFieldError;
  const secret = make.data ? secretOf(make.data) : undefined;

  return (
    <section aria-labelledby={`${id}-heading`} className={settingsCard}>
      <h2 id={`${id}-heading`} className="text-base font-semibold">
        {title}
      </h2>
      <div className="text-sm text-slate-600 dark:text-slate-300">{intro}</div>
      <form onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="grow">
          <label htmlFor={`${id}-label`} className={labelClass}>
            {nameLabel}
          </label>
          <input
            id={`${id}-label`}
            name="label"
            maxLength={60}
            aria-invalid={labelError ? true : undefined}
            aria-describedby={labelError ? errorId(`${id}-label`) : undefined}
            className={inputClass}
          />
        </div>
        <button
          type="submit"
          disabled={make.isPending}
          className={`${buttonClass("primary", "sm")} shrink-0`}
        >
          {make.isPending ? "Creating..." : `Create ${kind.noun}`}
        </button>
      </form>
      {labelError && (
        <p id={errorId(`${id}-label`)} className="text-sm text-red-700 dark:text-red-400">
          {labelError}
        </p>
      )}
      {make.isError && !serverFieldError && <FormMessage tone="error">{make.error.message}</FormMessage>}
      {secret && (
        <ShownOnceField
          key={secret}
          label={secretLabel}
          value={secret}
          failure="Copy failed: select it and copy it by hand."
        />
      )}
      {items.isError ? (
        <LoadError message={items.error.message} onRetry={() => void items.refetch()} />
      ) : items.isPending ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          Loading...
        </p>
      ) : items.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{`No ${kind.noun}s.`}</p>
      ) : (
        <ul aria-label={title} className="divide-y divide-slate-100 dark:divide-slate-800">
          {items.data.map((item) => (
            <li key={item._id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="break-words text-sm font-medium">{item.label}</p>
                <p className="text-xs text-slate-600 dark:text-slate-300">
                  Created {formatDateTime(item.createdAt)} · {describe(item)}
                </p>
              </div>
              <button
                type="button"
                disabled={drop.isPending}
                aria-label={`Revoke ${item.label}`}
                className={buttonClass("secondary", "sm")}
                onClick={() => drop.mutate(item._id)}
              >
                Revoke
              </button>
            </li>
          ))}
        </ul>
      )}
      {drop.isError && <FormMessage tone="error">{drop.error.message}</FormMessage>}
    </section>
  );
}
