import { OwnersOnly } from "~/components/admin/owners-only";
import { SettingsPage } from "~/features/settings/settings-page";

export const meta = () => [{ title: "Settings | Admin" }, { name: "robots", content: "noindex, nofollow" }];

export default function Page() {
  return (
    <OwnersOnly title="Settings" what="change the company's settings">
      <SettingsPage />
    </OwnersOnly>
  );
}
