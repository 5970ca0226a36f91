import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { buttonClass } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { FormMessage } from "~/components/ui/form-message";
import { INVITATION_TTL_HOURS, inviteSchema } from "~/contract/team";
import { useInvite } from "./team-query";

type Fields = z.input<typeof inviteSchema>;

/** Invite a colleague by email: they get a link to set their own password. */
export function InviteForm() {
  const invite = useInvite();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<Fields, unknown, z.output<typeof inviteSchema>>({
    resolver: zodResolver(inviteSchema),
    defaultValues: { email: "" },
  });
  const onSubmit = form.handleSubmit(({ email }) => {
    setSent(null);
    invite.mutate(email, {
      onSuccess: (message) => {
        setSent(message);
        form.reset();
      },
    });
  });
  return (
    <section
      aria-labelledby="invite-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="invite-heading" className="text-lg font-semibold">
        Invite a member
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        They get an email with a link to set their own password. The link works once, for{" "}
        {INVITATION_TTL_HOURS} hours; inviting the same email again replaces it.
      </p>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-busy={invite.isPending}
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <div className="sm:w-80">
          <FormField
            form={form}
            idPrefix="invite"
            name="email"
            label="Email"
            type="email"
            autoComplete="off"
            inputMode="email"
          />
        </div>
        <button type="submit" disabled={invite.isPending} className={`${buttonClass("primary")} sm:mt-7`}>
          {invite.isPending ? "Sending..." : "Send invitation"}
        </button>
      </form>
      <div className="mt-3 empty:hidden">
        {invite.isError && <FormMessage tone="error">{invite.error.message}</FormMessage>}
        {sent && <FormMessage tone="success">{sent}</FormMessage>}
      </div>
    </section>
  );
}
