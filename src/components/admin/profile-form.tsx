import { zodResolver } from "@hookform/resolvers/zod";
import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { type FieldSpec, FormFields } from "~/components/ui/form-field";
import { FormMessage } from "~/components/ui/form-message";
import { profileSchema } from "~/contract/team";
import { ApiError } from "~/lib/http/api-client";

type Fields = z.input<typeof profileSchema>;
type Values = z.output<typeof profileSchema>;

const fields: FieldSpec<Fields>[] = [
  { name: "displayName", label: "Display name", type: "text", required: true, autoComplete: "name" },
  { name: "title", label: "Title", type: "text", autoComplete: "organization-title" },
];

/**
 * A member's display name and title, as visitors see them on bookings and mails. The caller saves and
 * answers with the message to show; `actions` renders the form's buttons.
 */
export function ProfileForm({
  idPrefix,
  initial,
  onSave,
  actions,
}: {
  idPrefix: string;
  initial: { displayName: string | null; title: string | null };
  onSave: (values: Values) => Promise<string>;
  actions: (busy: boolean) => ReactNode;
}) {
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const form = useForm<Fields, unknown, Values>({
    resolver: zodResolver(profileSchema),
    defaultValues: { displayName: initial.displayName ?? "", title: initial.title ?? "" },
  });
  const busy = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      setOutcome({ tone: "success", text: await onSave(values) });
    } catch (error) {
      const known = (error instanceof ApiError ? error.fieldErrors : []).filter(
        (f) => f.path === "displayName" || f.path === "title",
      );
      for (const f of known)
        form.setError(f.path as keyof Fields, { message: f.message }, { shouldFocus: true });
      if (!known.length)
        setOutcome({
          tone: "error",
          text: error instanceof Error ? error.message : "Failed to save the name",
        });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy} className="space-y-5">
      <FormFields form={form} idPrefix={idPrefix} fields={fields} />
      {outcome && <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage>}
      {actions(busy)}
    </form>
  );
}
