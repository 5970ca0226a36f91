import { useQueryClient } from "@tanstack/react-query";
import { ProfileForm } from "~/components/admin/profile-form";
import { ME_KEY, useMe } from "~/components/admin/use-me";
import { ListMessage } from "~/components/admin/list/table";
import { primaryButton } from "~/components/ui/button";
import { teamApi } from "~/contract/endpoints/team";
import { call } from "~/lib/http/call";
import { AccountSection, accountCard } from "./account-section";

/** /account: the name and title visitors see when they book a demo with this member. */
export function ProfileSection() {
  const me = useMe();
  const client = useQueryClient();
  return (
    <AccountSection
      id="your-name-title"
      title="Your name"
      intro={
        <>Visitors see it when they book a demo with you, and it signs your replies as {"{{staffName}}"}.</>
      }
    >
      <div className={accountCard}>
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
    </AccountSection>
  );
}
