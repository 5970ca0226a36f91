import { Plus } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFieldArray, useWatch } from "react-hook-form";
import { buttonClass } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { FormField } from "~/components/ui/form-field";
import { describedBy, errorTextClass, inputClass } from "~/components/ui/input";
import { SOCIAL_NETWORKS } from "~/contract/company-settings";
import { errorAt, ID_PREFIX, type SettingsForm } from "./settings-values";

/** The company's social pages: one row per network, each network at most once. */
export function SocialLinksSection({ form }: { form: SettingsForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "social" });
  const links = useWatch({ control: form.control, name: "social" });
  const used = links.map((l) => l.name);
  const free = SOCIAL_NETWORKS.filter((n) => !used.includes(n));
  const addButton = useRef<HTMLButtonElement>(null);
  // A removed row takes its focus with it: the add button gets it, once it is enabled again.
  const focusAdd = useRef(false);
  useEffect(() => {
    if (!focusAdd.current) return;
    focusAdd.current = false;
    addButton.current?.focus();
  }, [fields.length]);
  const listError = errorAt(form, "social.root") ?? errorAt(form, "social");

  return (
    <div className="space-y-4">
      {fields.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-200">No social links yet.</p>
      ) : (
        <ul className="space-y-4">
          {fields.map((field, i) => {
            const selectId = `${ID_PREFIX}-social.${i}.name`;
            const selectError = errorAt(form, `social.${i}.name`);
            const network = used[i] ?? field.name;
            return (
              <li key={field.id}>
                <fieldset className="grid gap-3 sm:grid-cols-[11rem_minmax(0,1fr)_auto] sm:items-start">
                  <legend className="sr-only">Social link {i + 1}</legend>
                  <Field id={selectId} label="Network" error={selectError}>
                    <select
                      id={selectId}
                      className={inputClass}
                      {...form.register(`social.${i}.name`)}
                      {...describedBy(selectId, selectError)}
                    >
                      {SOCIAL_NETWORKS.filter((n) => n === network || !used.includes(n)).map((n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </select>
                  </Field>
                  <FormField
                    form={form}
                    idPrefix={ID_PREFIX}
                    name={`social.${i}.href`}
                    label="Link"
                    required
                    type="url"
                    inputMode="url"
                    autoComplete="off"
                    spellCheck={false}
                  />
                  <button
                    type="button"
                    aria-label={`Remove the ${network} link`}
                    className={`${buttonClass("secondary", "sm")} justify-self-start sm:mt-7`}
                    onClick={() => {
                      focusAdd.current = true;
                      remove(i);
                    }}
                  >
                    Remove
                  </button>
                </fieldset>
              </li>
            );
          })}
        </ul>
      )}
      {listError && <p className={errorTextClass}>{listError}</p>}
      <button
        ref={addButton}
        type="button"
        disabled={free.length === 0}
        onClick={() => append({ name: free[0]!, href: "" })}
        className={buttonClass("secondary", "sm")}
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
        Add a social link
      </button>
      {free.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-300">Every network has its link.</p>
      )}
    </div>
  );
}
