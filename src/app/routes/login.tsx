import { companyOf, type MetaMatches, withCompany } from "~/content/company";
import type { Route } from "./+types/login";
import { skipLoginWhenSignedIn } from "~/features/auth/guard";
import { LoginPage } from "~/features/auth/login-page";

export const meta = ({ matches }: MetaMatches) => [
  { title: withCompany("Admin Login | {company}", companyOf(matches)) },
  { name: "robots", content: "noindex, nofollow" },
];

// Client-only (served the SPA fallback): the session flag lives in sessionStorage.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await skipLoginWhenSignedIn(request);
  return null;
}

export default function Login() {
  return <LoginPage />;
}
