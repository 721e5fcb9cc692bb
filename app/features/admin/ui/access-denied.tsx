import ShieldAlert from "lucide-react/icons/shield-exclamation-point";
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";

/** SPEC §9: the access-denied page sends the visitor to /login after 2 seconds. */
export const ACCESS_DENIED_REDIRECT_MS = 2000;

export function AccessDenied() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate("/login", { replace: true }), ACCESS_DENIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <ShieldAlert aria-hidden="true" className="mx-auto size-12 text-red-700" />
      <h1 className="mt-4 text-3xl font-bold text-brand-900">Access Denied</h1>
      <p className="mt-3 text-slate-700">You need to be logged in as an admin to access this page.</p>
      <p className="mt-6 text-sm text-slate-600">
        Taking you to the{" "}
        <Link to="/login" replace className="font-medium text-brand-700 underline">
          login page
        </Link>
        …
      </p>
    </section>
  );
}
