import { companyOf, type MetaMatches, withCompany } from "~/content/company";
import { UnlockCodesPage } from "~/features/auth/unlock-codes-page";

// Client-only and never indexed: the link's token is in the fragment and read in the browser only.
export const meta = ({ matches }: MetaMatches) => [
  { title: withCompany("Unlock Sign-in Codes | {company}", companyOf(matches)) },
  { name: "robots", content: "noindex, nofollow" },
];

export default function UnlockCodes() {
  return <UnlockCodesPage />;
}
