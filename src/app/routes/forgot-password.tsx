import type { Route } from "./+types/forgot-password";
import { skipLoginWhenSignedIn } from "~/features/auth/guard";
import { ForgotPasswordPage } from "~/features/auth/forgot-password-page";

export const meta = () => [
  { title: "Reset Password | Company" },
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
