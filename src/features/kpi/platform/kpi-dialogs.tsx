import { useState, type FormEvent } from "react";
import type { KpiItem } from "~/contract/kpi";
import { editKpi } from "~/shared/kpi/items";
import { buttonClass } from "~/components/ui/button";
import { compactInputClass, labelClass } from "~/components/ui/input";
import { Modal } from "~/components/ui/modal";
import { FormAlert } from "~/components/ui/form-alert";

type Field = "name" | "value" | "target" | "unit" | "category";

function toNumber(s: string): number {
  return s.trim() === "" ? Number.NaN : Number(s.replace(/,/g, ""));
}

/** What both KPI dialogs get: the KPI, and how to close without a change. */
type DialogProps = { kpi: KpiItem; onClose: () => void };

export function EditKpiDialog({ kpi, onSave, onClose }: DialogProps & { onSave: (kpi: KpiItem) => void }) {
  const [form, setForm] = useState<Record<Field, string>>({
    name: kpi.name,
    value: String(kpi.value),
    target: String(kpi.target),
    unit: kpi.unit,
    category: kpi.category,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Partial<Record<Field, string>> = {};
    const value = toNumber(form.value);
    const target = toNumber(form.target);
    if (!form.name.trim()) next.name = "Name is required";
    if (!Number.isFinite(value)) next.value = "Value must be a number";
    if (!Number.isFinite(target)) next.target = "Target must be a number";
    if (form.unit.length > 20) next.unit = "Unit must be at most 20 characters";
    setErrors(next);
    if (Object.keys(next).length) return;
    onSave(
      editKpi(
        kpi,
        {
          name: form.name.trim(),
          value,
          target,
          unit: form.unit.trim(),
          category: form.category.trim() || "General",
        },
        new Date().toISOString(),
      ),
    );
  };

  const field = (name: Field, label: string, inputMode?: "decimal") => (
    <div>
      <label htmlFor={`edit-${name}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`edit-${name}`}
        className={compactInputClass}
        value={form[name]}
        inputMode={inputMode}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `edit-${name}-error` : undefined}
        onChange={(e) => {
          setForm({ ...form, [name]: e.target.value });
          setErrors({ ...errors, [name]: undefined });
        }}
      />
      <FormAlert id={`edit-${name}-error`}>{errors[name]}</FormAlert>
    </div>
  );

  return (
    <Modal title={`Edit ${kpi.name}`} onClose={onClose}>
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">{field("name", "Name")}</div>
        {field("value", "Value", "decimal")}
        {field("target", "Target", "decimal")}
        {field("unit", "Unit")}
        {field("category", "Category")}
        <div className="flex gap-3 sm:col-span-2">
          <button type="submit" className={buttonClass("primary", "sm")}>
            Save changes
          </button>
          <button type="button" className={buttonClass("secondary", "sm")} onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}

export function DeleteKpiDialog({ kpi, onConfirm, onClose }: DialogProps & { onConfirm: () => void }) {
  return (
    <Modal title="Delete KPI" onClose={onClose}>
      <p>
        Delete <strong>{kpi.name}</strong> and its history? This cannot be undone.
      </p>
      <div className="mt-6 flex gap-3">
        <button type="button" className={buttonClass("danger", "sm")} onClick={onConfirm}>
          Delete
        </button>
        <button type="button" className={buttonClass("secondary", "sm")} onClick={onClose}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}
