import { useId, useState } from "react";
import type { Availability } from "~/contract/booking";
import { buttonClass } from "~/components/ui/button";
import { errorTextClass, inputClass, labelClass } from "~/components/ui/input";
import { FormMessage } from "~/components/ui/form-message";
import { TimeCell } from "~/components/admin/list/list-shell";
import { useSaveCalendar } from "./availability-query";
import { fromApiError } from "~/lib/http/field-errors";
import { card } from "./hours-form";

function Field(props: {
  name: "url" | "username" | "password";
  label: string;
  type: string;
  value: string;
  error?: string;
  hint?: string;
  onChange: (v: string) => void;
}) {
  const id = `${useId()}-${props.name}`;
  const described = [props.hint && `${id}-hint`, props.error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {props.label}
      </label>
      <input
        id={id}
        type={props.type}
        autoComplete="off"
        spellCheck={false}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        aria-invalid={Boolean(props.error)}
        aria-describedby={described || undefined}
        className={inputClass}
      />
      {props.hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-300">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={`${id}-error`} className={errorTextClass}>
          {props.error}
        </p>
      )}
    </div>
  );
}

/** Connect one CalDAV calendar (its busy times block slots, demos are written into it), or disconnect it. */
export function CalendarSection({ status }: { status: Availability["calendar"] }) {
  const save = useSaveCalendar();
  const [url, setUrl] = useState(status.url ?? "");
  const [username, setUsername] = useState(status.username ?? "");
  const [password, setPassword] = useState("");
  const errors = fromApiError(save.error);
  const disconnecting = save.isPending && save.variables.url === "";

  return (
    <section aria-labelledby="caldav-heading" className={card}>
      <h2 id="caldav-heading" className="text-lg font-semibold">
        Calendar (CalDAV)
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Busy times in this calendar block your demo times, and every confirmed demo is written into it.
        Nextcloud, Fastmail, iCloud and Radicale speak CalDAV.
      </p>
      {status.connected && (
        <div className="space-y-1 text-sm">
          <p>
            Connected{status.username ? ` as ${status.username}` : ""}.{" "}
            {status.lastSyncedAt ? (
              <>
                Last sync: <TimeCell at={status.lastSyncedAt} />.
              </>
            ) : (
              "Not synced yet."
            )}
          </p>
          {status.error && (
            <p
              role="alert"
              className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100"
            >
              The calendar could not be reached: {status.error} Its last known busy times are used meanwhile.
            </p>
          )}
        </div>
      )}
      <form
        noValidate
        aria-busy={save.isPending}
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(
            { url: url.trim(), username: username.trim(), password },
            { onSuccess: () => setPassword("") },
          );
        }}
      >
        <div className="sm:col-span-2">
          <Field name="url" label="CalDAV URL" type="url" value={url} error={errors.url} onChange={setUrl} />
        </div>
        <Field
          name="username"
          label="Username"
          type="text"
          value={username}
          error={errors.username}
          onChange={setUsername}
        />
        <Field
          name="password"
          label="Password"
          type="password"
          value={password}
          error={errors.password}
          hint={
            status.connected
              ? "Leave empty to keep the saved password; a calendar on another server needs its own."
              : undefined
          }
          onChange={setPassword}
        />
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <button
            type="submit"
            disabled={save.isPending || !url.trim()}
            className={buttonClass("primary", "sm")}
          >
            {save.isPending && !disconnecting ? "Connecting..." : "Connect"}
          </button>
          {status.connected && (
            <button
              type="button"
              disabled={save.isPending}
              className={buttonClass("secondary", "sm")}
              onClick={() =>
                save.mutate(
                  { url: "", username: "", password: "" },
                  { onSuccess: () => (setUrl(""), setUsername(""), setPassword("")) },
                )
              }
            >
              {disconnecting ? "Disconnecting..." : "Disconnect"}
            </button>
          )}
        </div>
      </form>
      {save.isError && <FormMessage tone="error">{save.error.message}</FormMessage>}
      {save.isSuccess && (
        <FormMessage tone="success">
          {save.data.connected ? "Calendar connected." : "Calendar disconnected."}
        </FormMessage>
      )}
    </section>
  );
}
