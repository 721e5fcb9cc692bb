import ArrowRight from "lucide-react/icons/arrow-right";
import Calendar from "lucide-react/icons/calendar";
import Clock from "lucide-react/icons/clock";
import { Link } from "react-router";
import { cn } from "#app/shared/ui/cn";
import { PostImage } from "./post-image";
import { postDateLabel, READ_TIME_LABEL } from "./post-labels";
import type { PostSummary } from "./post-types";

/** One article on the blog list (SPEC §2 /blog). */
export function PostCard({ post, eagerImage = false }: { post: PostSummary; eagerImage?: boolean }) {
  const headingId = `post-${post.id}-title`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <PostImage src={post.featuredImage} alt={post.imageAlt} eager={eagerImage} />
      <div className="flex flex-1 flex-col p-6">
        <PostMetaLine createdAt={post.createdAt} />
        <h2 id={headingId} className="mt-3 text-xl font-bold text-brand-900">
          {post.title}
        </h2>
        {post.excerpt && <p className="mt-3 text-sm leading-6 text-slate-600">{post.excerpt}</p>}
        <PostTags tags={post.tags} className="mt-4" />
        <div className="mt-auto pt-6">
          <Link
            to={`/blog/${post.slug}`}
            className="inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            Read More<span className="sr-only"> about {post.title}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </article>
  );
}

/** Date and the fixed read time. */
export function PostMetaLine({ createdAt, className }: { createdAt: string | null; className?: string }) {
  return (
    <p className={cn("flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600", className)}>
      <span className="inline-flex items-center gap-1.5">
        <Calendar aria-hidden="true" className="size-4" />
        {createdAt ? <time dateTime={createdAt}>{postDateLabel(createdAt)}</time> : postDateLabel(createdAt)}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4" />
        {READ_TIME_LABEL}
      </span>
    </p>
  );
}

export function PostTags({ tags, className }: { tags: string[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className={cn("flex flex-wrap gap-2", className)}>
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800">
          {tag}
        </li>
      ))}
    </ul>
  );
}
