import { useKpiStore } from "../kpi-store";
import { labelClass } from "~/components/ui/input";
import { Select } from "~/components/ui/select";

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
      <Select
        id={id}
        value={value ?? ""}
        blank="All categories"
        options={categories}
        onValue={(v) => setCategory(v || null)}
      />
    </div>
  );
}
