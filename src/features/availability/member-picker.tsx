import { useId } from "react";
import { Select } from "~/components/ui/select";
import { labelClass } from "~/components/ui/input";
import { useTeam } from "~/components/admin/use-team";

/** Owners: whose hours the screen shows, "You" first, then every other member by name. */
export function MemberPicker({ value, onChange }: { value: string; onChange: (memberId: string) => void }) {
  const id = useId();
  const team = useTeam();
  const others = (team.data?.members ?? []).filter((m) => !m.isYou);
  if (!others.length) return null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label htmlFor={id} className={labelClass}>
        Whose hours
      </label>
      <Select
        id={id}
        value={value}
        blank="You"
        options={others.map((m) => ({
          value: m._id,
          label: m.displayName ? `${m.name} (${m.email})` : m.email,
        }))}
        onValue={onChange}
      />
    </div>
  );
}
