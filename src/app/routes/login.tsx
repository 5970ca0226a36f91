import { Link } from "react-router";

export const meta = () => [{ title: "Admin Login | Company" }, { name: "robots", content: "noindex, nofollow" }];

export default function Login() {
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-24">
      <h1 className="text-3xl font-bold">Admin Login</h1>
      <Link to="/" className="mt-6 inline-block text-brand-700 underline">
        Back to Home
      </Link>
    </main>
  );
}
