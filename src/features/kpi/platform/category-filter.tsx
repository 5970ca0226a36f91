import { useKpiStore } from "../kpi-store";
import { compactInputClass, labelClass } from "~/components/ui/input";

export function CategoryFilter({
  id,
  categories,
  value,
}: {
  id: string;
  categories: string[];
  value: string | null;
}) {
  const setCategory = useKpiStore((s) => s.setSelectedKpiCategory);
  return (
    <div className="w-full sm:w-60">
      <label htmlFor={id} className={labelClass}>
        Category
      </label>
      <select
        id={id}
        className={compactInputClass}
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
