import { useQueryClient } from "@tanstack/react-query";
import { ProfileForm } from "~/components/admin/profile-form";
import { ME_KEY, useMe } from "~/components/admin/use-me";
import { ListMessage } from "~/components/admin/list/table";
import { primaryButton } from "~/components/ui/button";
import { teamApi } from "~/contract/endpoints/team";
import { call } from "~/lib/http/call";

/** /account: the name and title visitors see when they book a demo with this member. */
export function ProfileSection() {
  const me = useMe();
  const client = useQueryClient();
  return (
    <section aria-labelledby="your-name-title" className="space-y-3">
      <div>
        <h2 id="your-name-title" className="text-lg font-semibold">
          Your name
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Visitors see it when they book a demo with you, and it signs your replies as {"{{staffName}}"}.
        </p>
      </div>
      <div className="max-w-md rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
        {me.data ? (
          <ProfileForm
            idPrefix="profile"
            initial={me.data}
            onSave={async (body) => {
              const answer = await call(teamApi.saveMyProfile, { body });
              client.setQueryData(ME_KEY, answer.data);
              return answer.message ?? "Your name is saved.";
            }}
            actions={(busy) => (
              <button type="submit" disabled={busy} className={primaryButton}>
                {busy ? "Saving..." : "Save name"}
              </button>
            )}
          />
        ) : (
          <ListMessage kind={me.isError ? "error" : "loading"}>
            {me.isError ? me.error.message : "Loading your name..."}
          </ListMessage>
        )}
      </div>
    </section>
  );
}
