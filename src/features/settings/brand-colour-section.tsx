import { Check, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useWatch } from "react-hook-form";
import { Field } from "~/components/ui/field";
import { FormField } from "~/components/ui/form-field";
import { AA_CONTRAST, brandContrasts, brandScale, derivePalette } from "~/shared/brand-colours";
import { colourProblem, ID_PREFIX, type SettingsForm, wholeHex } from "./settings-values";

/** "4.5:1", rounded down as the colour's problem text rounds it. */
const ratio = (r: number) => `${(Math.floor(r * 10) / 10).toFixed(1)}:1`;

const pairs = [
  { key: "buttonText", label: "White text on buttons" },
  { key: "linkOnWhite", label: "Links and headings on white" },
  { key: "badgeText", label: "Badge text on its tint" },
] as const;

/**
 * The brand colour as a picker and as hex, kept in step; the eight shades the site derives from it, a
 * sample, and the contrast of each pair the site sets text in. A colour too light for white text is the
 * field's error as soon as it is typed, and the save is refused until it changes.
 */
export function BrandColourSection({ form }: { form: SettingsForm }) {
  const typed = useWatch({ control: form.control, name: "brandColour" });
  const hex = wholeHex(typed);
  // While the hex is half typed, the preview keeps the last whole colour.
  const [shown, setShown] = useState(hex ?? brandScale[600]);
  if (hex && hex !== shown) setShown(hex);
  const palette = derivePalette(shown);
  const contrasts = brandContrasts(palette);
  const problem = colourProblem(typed);

  useEffect(() => {
    const current = form.getFieldState("brandColour").error;
    if (problem && current?.message !== problem)
      form.setError("brandColour", { type: "contrast", message: problem });
    if (!problem && current?.type === "contrast") form.clearErrors("brandColour");
  }, [form, typed, problem]);

  const pickerId = `${ID_PREFIX}-brandColour-picker`;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-start gap-4">
        <Field id={pickerId} label="Colour picker">
          <input
            id={pickerId}
            type="color"
            value={shown}
            onChange={(e) => {
              form.clearErrors("brandColour");
              form.setValue("brandColour", e.target.value, { shouldDirty: true });
            }}
            className="mt-1 block h-11 w-16 cursor-pointer rounded-lg border border-slate-300 bg-white p-1 dark:border-slate-600 dark:bg-slate-900"
          />
        </Field>
        <div className="min-w-0 flex-1 basis-56">
          <FormField
            form={form}
            idPrefix={ID_PREFIX}
            name="brandColour"
            label="Brand colour"
            required
            hint="# and six hex digits, e.g. #1d5fd6: the colour of buttons and links."
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="off"
          />
        </div>
      </div>

      <div className="space-y-2">
        <h3 className="text-sm font-semibold">Shades</h3>
        <ul aria-label="Shades" className="grid grid-cols-4 gap-2 sm:grid-cols-8">
          {Object.entries(palette).map(([shade, colour]) => (
            <li key={shade} className="min-w-0 text-xs">
              <span
                aria-hidden="true"
                className="block h-10 rounded-md border border-slate-200 dark:border-slate-700"
                style={{ backgroundColor: colour }}
              />
              <span className="mt-1 block font-semibold">{shade}</span>
              <span className="block truncate font-mono text-slate-600 dark:text-slate-300">{colour}</span>
            </li>
          ))}
        </ul>
      </div>

      <div className="space-y-2">
        <h3 className="text-sm font-semibold">Sample</h3>
        <div className="flex flex-wrap items-center gap-4 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700">
          <span
            className="rounded-lg px-4 py-2 text-sm font-semibold text-white"
            style={{ backgroundColor: palette[600] }}
          >
            Sample button
          </span>
          <span className="text-sm font-semibold underline" style={{ color: palette[700] }}>
            Sample link
          </span>
          <span
            className="rounded-full px-2.5 py-0.5 text-xs font-medium"
            style={{ backgroundColor: palette[50], color: palette[700] }}
          >
            Sample badge
          </span>
        </div>
      </div>

      <div className="space-y-2">
        <h3 className="text-sm font-semibold">Contrast (WCAG AA needs {AA_CONTRAST}:1)</h3>
        <ul aria-label="Contrast" className="space-y-1 text-sm">
          {pairs.map(({ key, label }) => {
            const value = contrasts[key];
            const passes = value >= AA_CONTRAST;
            const Icon = passes ? Check : X;
            return (
              <li key={key} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
                <span>{label}</span>
                <span className="flex items-center gap-2">
                  <span className="font-mono">{ratio(value)}</span>
                  <span
                    className={`inline-flex items-center gap-1 font-semibold ${passes ? "text-emerald-700 dark:text-emerald-300" : "text-red-700 dark:text-red-400"}`}
                  >
                    <Icon aria-hidden="true" className="h-4 w-4" />
                    {passes ? "Passes AA" : "Fails AA"}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
