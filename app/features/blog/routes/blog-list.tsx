import GraduationCap from "lucide-react/icons/graduation-cap";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { apiGet } from "#app/shared/api-client";
import { jsonLdSite, pageBreadcrumb } from "#app/shared/json-ld.server";
import { loaderJsonLd, seoMeta } from "#app/shared/seo";
import { Button } from "#app/shared/ui/button";
import { CardSkeletonGrid } from "#app/shared/ui/skeleton";
import { listPublishedPosts } from "../blog.server";
import { BlogListError, NoArticles } from "../blog-states";
import { Deferred } from "#app/shared/ui/deferred";
import { PostCard } from "../post-card";
import { BLOG_TITLE } from "../post-labels";
import type { PostSummary } from "../post-types";
import type { Route } from "./+types/blog-list";

// Served at /blog and /blogs (SPEC §2); the same module, so one page.
export async function loader({ context, request }: Route.LoaderArgs) {
  const { origin } = jsonLdSite(context.app, request);
  return {
    posts: await listPublishedPosts(context.app.db),
    jsonLd: [
      { "@context": "https://schema.org", "@type": "Blog", name: BLOG_TITLE, url: `${origin}/blog` },
      pageBreadcrumb(origin, { name: "Blog", path: "/blog" }),
    ],
  };
}

// On client-side navigation the page shows at once with skeletons while the API answers.
export function clientLoader() {
  return { posts: apiGet<PostSummary[]>("/api/posts?published=true") };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: BLOG_TITLE,
    description:
      "Guides to SIA licences, door supervision, CCTV and first aid at work from an Oxford training academy: what you need, how long it takes and how to prepare.",
    // /blogs shows the same list: one canonical address for both.
    path: "/blog",
    jsonLd: loaderJsonLd(loaderData),
  });
}

export default function BlogList({ loaderData }: Route.ComponentProps) {
  return (
    <BlogPage>
      <Deferred
        value={loaderData.posts}
        fallback={<CardSkeletonGrid count={3} label="Loading articles" />}
        errorElement={<BlogListError />}
      >
        {(posts) => <PostGrid posts={posts} />}
      </Deferred>
    </BlogPage>
  );
}

/** A failure in the server loader still shows the page, with the spec's error panel. */
export function ErrorBoundary() {
  return (
    <BlogPage>
      <BlogListError />
    </BlogPage>
  );
}

function BlogPage({ children }: { children: ReactNode }) {
  return (
    <>
      <section className="bg-brand-950 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{BLOG_TITLE}</h1>
          <p className="mt-4 max-w-2xl text-slate-300">
            Practical guides to SIA licences, security careers and first aid at work, written by our trainers.
          </p>
        </div>
      </section>
      <section aria-label="Articles" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        {children}
      </section>
      <section aria-labelledby="blog-cta-title" className="bg-brand-50">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <div className="flex gap-4">
            <GraduationCap aria-hidden="true" className="size-10 shrink-0 text-brand-700" />
            <div>
              <h2 id="blog-cta-title" className="text-2xl font-bold text-brand-900">
                Ready to Start Your Training?
              </h2>
              <p className="mt-2 text-slate-700">
                Small groups, SIA-aligned content and a free retake policy. Find the course that fits your goals.
              </p>
            </div>
          </div>
          <Button asChild size="lg">
            <Link to="/courses">View Our Courses</Link>
          </Button>
        </div>
      </section>
    </>
  );
}

function PostGrid({ posts }: { posts: PostSummary[] }) {
  if (posts.length === 0) return <NoArticles />;
  return (
    <div className="grid gap-8 md:grid-cols-2 xl:grid-cols-3">
      {posts.map((post, index) => (
        <PostCard key={post.id} post={post} eagerImage={index === 0} />
      ))}
    </div>
  );
}
