import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { TitledSection } from "~/components/admin/titled-section";
import { UnsavedChanges } from "~/components/admin/unsaved-changes";
import { buttonClass } from "~/components/ui/button";
import { type FieldSpec, FormFields } from "~/components/ui/form-field";
import { FormMessage } from "~/components/ui/form-message";
import type { CompanySettings, CompanySettingsView } from "~/contract/company-settings";
import { fromApiError } from "~/lib/http/field-errors";
import { BrandColourSection } from "./brand-colour-section";
import { LogoSection } from "./logo-section";
import { useSaveCompanySettings } from "./settings-query";
import { fieldOf, ID_PREFIX, type SettingsFields, settingsResolver, toFields } from "./settings-values";
import { SocialLinksSection } from "./social-links-section";
import { TimeAndPricesSection } from "./time-and-prices-section";

const companyFields: FieldSpec<SettingsFields>[] = [
  { name: "name", label: "Company name", required: true, autoComplete: "organization" },
  { name: "legalName", label: "Legal name", required: true, autoComplete: "off" },
  { name: "tagline", label: "Tagline", required: true, autoComplete: "off" },
  { name: "foundedYear", label: "Founding year", required: true, inputMode: "numeric", autoComplete: "off" },
];

const contactFields: FieldSpec<SettingsFields>[] = [
  { name: "phone", label: "Phone", required: true, type: "tel", autoComplete: "off" },
  { name: "whatsapp", label: "WhatsApp number", required: true, type: "tel", autoComplete: "off" },
  { name: "email", label: "Email (public)", required: true, type: "email", autoComplete: "off" },
  {
    name: "staffInbox",
    label: "Staff inbox",
    type: "email",
    autoComplete: "off",
    hint: "New-lead and staff mail goes here. Leave empty to use the public email.",
  },
];

const addressFields: FieldSpec<SettingsFields>[] = [
  { name: "address.street", label: "Street address", required: true, autoComplete: "off" },
  { name: "address.city", label: "City", required: true, autoComplete: "off" },
  { name: "address.region", label: "State", required: true, autoComplete: "off" },
  {
    name: "address.postalCode",
    label: "PIN code",
    required: true,
    inputMode: "numeric",
    autoComplete: "off",
  },
  { name: "address.country", label: "Country", required: true, autoComplete: "off" },
  {
    name: "mapQuery",
    label: "Map location",
    required: true,
    autoComplete: "off",
    hint: "A place name or latitude,longitude, as the map on the contact page looks it up.",
  },
];

const card = "rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900 sm:p-5";
const grid = "grid gap-4 sm:grid-cols-2";

function Part({
  id,
  title,
  note,
  children,
}: {
  id: string;
  title: string;
  note?: string;
  children: ReactNode;
}) {
  return (
    <div className={card}>
      <TitledSection id={`${ID_PREFIX}-${id}`} title={title} note={note}>
        {children}
      </TitledSection>
    </div>
  );
}

/** The company's settings in one form, saved together with one button. */
export function SettingsForm({ view }: { view: CompanySettingsView }) {
  const save = useSaveCompanySettings();
  const [saved, setSaved] = useState("");
  const [failure, setFailure] = useState<{ message: string; unplaced: string[] } | null>(null);
  const form = useForm<SettingsFields, unknown, CompanySettings>({
    resolver: settingsResolver,
    defaultValues: toFields(view.settings),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setSaved("");
    setFailure(null);
    try {
      const answer = await save.mutateAsync(values);
      form.reset(toFields(answer.view.settings));
      setSaved(answer.message);
    } catch (error) {
      const unplaced: string[] = [];
      let placed = 0;
      for (const [path, message] of Object.entries(fromApiError(error))) {
        const field = fieldOf(path);
        if (!field) unplaced.push(message);
        // The first field refused takes the focus.
        else form.setError(field, { type: "server", message }, { shouldFocus: placed++ === 0 });
      }
      // With every refusal shown on its field, the general line would only repeat it.
      if (!placed || unplaced.length)
        setFailure({
          message: error instanceof Error ? error.message : "Failed to save the settings",
          unplaced,
        });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={save.isPending} className="space-y-6">
      <UnsavedChanges when={form.formState.isDirty && !save.isPending} />
      <Part id="company" title="Company">
        <div className={grid}>
          <FormFields form={form} idPrefix={ID_PREFIX} fields={companyFields} />
        </div>
      </Part>
      <Part id="logo" title="Logo" note="Shown in the header, in mails and as the browser tab’s icon.">
        <LogoSection form={form} saved={{ id: view.settings.logoMediaId, url: view.logoUrl }} />
      </Part>
      <Part
        id="brand"
        title="Brand colour"
        note="Buttons and links use it; the site derives lighter and darker shades from it."
      >
        <BrandColourSection form={form} />
      </Part>
      <Part id="contact" title="Contact">
        <div className={grid}>
          <FormFields form={form} idPrefix={ID_PREFIX} fields={contactFields} />
        </div>
      </Part>
      <Part id="address" title="Address and map">
        <div className={grid}>
          <FormFields form={form} idPrefix={ID_PREFIX} fields={addressFields} />
        </div>
      </Part>
      <Part
        id="social"
        title="Social links"
        note="Shown in the footer; each network once, each link https://."
      >
        <SocialLinksSection form={form} />
      </Part>
      <Part id="time" title="Time and prices">
        <TimeAndPricesSection form={form} savedZone={view.settings.timeZone} />
      </Part>

      <div className="space-y-3">
        {failure && (
          <FormMessage tone="error">
            {failure.message}
            {failure.unplaced.map((m) => (
              <span key={m} className="block">
                {m}
              </span>
            ))}
          </FormMessage>
        )}
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" disabled={save.isPending} className={buttonClass("primary")}>
            {save.isPending ? "Saving..." : "Save settings"}
          </button>
          <p aria-live="polite" className="text-sm font-medium text-emerald-800 dark:text-emerald-200">
            {form.formState.isDirty ? "" : saved}
          </p>
        </div>
      </div>
    </form>
  );
}
