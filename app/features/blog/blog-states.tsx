import AlertTriangle from "lucide-react/icons/triangle-exclamation-point";
import BookOpen from "lucide-react/icons/book-open";
import FileQuestion from "lucide-react/icons/file-question-mark";
import { Link } from "react-router";
import { Button } from "#app/shared/ui/button";
import { OnwardLinks } from "#app/shared/ui/link-buttons";

/** SPEC §2 /blog: nothing published yet. */
export function NoArticles() {
  return (
    <div className="mx-auto max-w-xl rounded-xl border border-dashed border-slate-300 p-10 text-center">
      <BookOpen aria-hidden="true" className="mx-auto size-10 text-brand-700" />
      <h2 className="mt-4 text-xl font-bold text-brand-900">No Articles Yet</h2>
      <p className="mt-2 text-slate-600">We're writing our first articles. Please check back soon.</p>
      <Button asChild className="mt-6">
        <Link to="/">Back to Home</Link>
      </Button>
    </div>
  );
}

/** SPEC §8: the blog list failed to load. */
export function BlogListError() {
  return (
    <div role="alert" className="mx-auto max-w-xl rounded-xl border border-red-200 bg-red-50 p-8 text-center">
      <AlertTriangle aria-hidden="true" className="mx-auto size-8 text-red-700" />
      <h2 className="mt-3 text-lg font-bold text-red-900">Unable to load blog posts</h2>
      <p className="mt-1 text-red-900">Please try again later.</p>
      <Button className="mt-5" variant="outline" onClick={() => window.location.reload()}>
        Retry
      </Button>
    </div>
  );
}

/** SPEC §2 /blog/{slug}: not found, a draft, or the load failed. */
export function ArticleNotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <FileQuestion aria-hidden="true" className="mx-auto size-12 text-brand-700" />
      <h1 className="mt-4 text-3xl font-bold text-brand-900 sm:text-4xl">Article Not Found</h1>
      <p className="mt-4 text-slate-600">The article you're looking for doesn't exist or has been removed.</p>
      <OnwardLinks to="/blog" label="Browse All Articles" className="mt-8 flex flex-wrap justify-center gap-3" />
    </section>
  );
}
