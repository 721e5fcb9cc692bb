import Lock from "lucide-react/icons/lock";
import { seoMeta } from "#app/shared/seo";
import { LoginForm } from "../ui/login-form";
import type { Route } from "./+types/login";

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: "Login",
    description: "Staff login for the academy's admin area.",
    path: "/login",
    noindex: true,
  });
}

export default function Login() {
  return (
    <section className="flex justify-center bg-slate-50 px-4 py-16 sm:py-24">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <div className="mb-6 text-center">
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50">
            <Lock aria-hidden="true" className="size-6 text-brand-700" />
          </span>
          <h1 className="mt-4 text-2xl font-bold text-brand-900">Login</h1>
          <p className="mt-1 text-sm text-slate-600">Sign in to the admin area.</p>
        </div>
        <LoginForm />
        <p className="mt-6 text-center text-sm text-slate-600">
          Don't have an account? Contact your system administrator for access.
        </p>
      </div>
    </section>
  );
}
