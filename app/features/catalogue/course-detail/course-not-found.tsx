import ArrowLeft from "lucide-react/icons/arrow-left";
import { Link, useNavigate } from "react-router";
import { Button } from "#app/shared/ui/button";

/**
 * SPEC §2: a missing course, or one that failed to load. Go Back returns to
 * the previous page of this site; without one (or without JavaScript) it
 * goes to the course list.
 */
export function CourseNotFound({ documentTitle }: { documentTitle?: string }) {
  const navigate = useNavigate();
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      {documentTitle && <title>{documentTitle}</title>}
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">Course Not Found</h1>
      <p className="mt-4 text-slate-700">The course you're looking for doesn't exist or has been removed.</p>
      <Button asChild className="mt-8" size="lg">
        <Link
          to="/courses"
          onClick={(event) => {
            // React Router numbers its history entries; 0 means we arrived here first.
            const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
            if (index > 0) {
              event.preventDefault();
              void navigate(-1);
            }
          }}
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
          Go Back
        </Link>
      </Button>
    </section>
  );
}
