import { SecondFactorSections } from "~/features/account/second-factor-sections";
import { PageHeader } from "~/features/admin/page-header";

export const meta = () => [{ title: "Account | Admin" }, { name: "robots", content: "noindex, nofollow" }];

/** /account: the member's own sign-in settings. */
export default function Page() {
  return (
    <div className="space-y-6">
      <PageHeader title="Account" intro="How you sign in: a second factor and passkeys." />
      <SecondFactorSections />
    </div>
  );
}
