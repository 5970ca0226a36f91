import { useAppStore } from "~/lib/store";
import { fieldClass, labelClass } from "../components/buttons";

export function CategoryFilter({
  id,
  categories,
  value,
}: {
  id: string;
  categories: string[];
  value: string | null;
}) {
  const setCategory = useAppStore((s) => s.setSelectedKpiCategory);
  return (
    <div className="w-full sm:w-60">
      <label htmlFor={id} className={labelClass}>
        Category
      </label>
      <select
        id={id}
        className={fieldClass}
        value={value ?? ""}
        onChange={(e) => setCategory(e.target.value || null)}
      >
        <option value="">All categories</option>
        {categories.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
    </div>
  );
}
