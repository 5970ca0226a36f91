import { Navigate, Outlet } from "react-router";

// Client-only: the session flag and token live in sessionStorage.
export function clientLoader() {
  return null;
}

export default function AdminLayout() {
  const loggedIn =
    sessionStorage.getItem("isLoggedIn") === "true" && Boolean(sessionStorage.getItem("token"));
  if (!loggedIn) return <Navigate to="/login" replace />;
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <Outlet />
    </main>
  );
}
