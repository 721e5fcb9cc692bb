import { Link } from "react-router";

export function NotFoundContent() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <title>Page Not Found</title>
      <meta name="robots" content="noindex" />
      <p className="text-sm font-semibold tracking-wide text-accent-600 uppercase">404</p>
      <h1 className="mt-2 text-4xl font-bold text-brand-900">Page Not Found</h1>
      <p className="mt-4 text-slate-600">Sorry, we couldn't find the page you're looking for.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
          Back to Home
        </Link>
        <Link
          to="/courses"
          className="rounded-md border border-slate-300 px-5 py-3 font-semibold text-brand-900 hover:bg-slate-50"
        >
          View Courses
        </Link>
      </div>
    </section>
  );
}
