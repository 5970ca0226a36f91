import { companyOf, type MetaMatches, withCompany } from "~/content/company";
import type { Route } from "./+types/forgot-password";
import { skipLoginWhenSignedIn } from "~/features/auth/guard";
import { ForgotPasswordPage } from "~/features/auth/forgot-password-page";

export const meta = ({ matches }: MetaMatches) => [
  { title: withCompany("Reset Password | {company}", companyOf(matches)) },
  { name: "robots", content: "noindex, nofollow" },
];

// Client-only, like /login: a signed-in visitor goes straight on.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await skipLoginWhenSignedIn(request);
  return null;
}

export default function ForgotPassword() {
  return <ForgotPasswordPage />;
}
