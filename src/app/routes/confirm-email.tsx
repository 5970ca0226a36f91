import { companyOf, type MetaMatches, withCompany } from "~/content/company";
import { ConfirmEmailPage } from "~/features/auth/confirm-email-page";

// Client-only and never indexed: the link's token is in the fragment and read in the browser only.
export const meta = ({ matches }: MetaMatches) => [
  { title: withCompany("Confirm Your New Email | {company}", companyOf(matches)) },
  { name: "robots", content: "noindex, nofollow" },
];

export default function ConfirmEmail() {
  return <ConfirmEmailPage />;
}
