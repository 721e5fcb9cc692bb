import { data, Link } from "react-router";
import { ApiError, apiGet } from "#app/shared/api-client";
import { HttpError } from "#app/shared/http-error";
import { jsonLdSite, pageBreadcrumb } from "#app/shared/json-ld.server";
import { loaderJsonLd, seoMeta } from "#app/shared/seo";
import { BackLink } from "#app/shared/ui/back-link";
import { Button } from "#app/shared/ui/button";
import { ArticleContent } from "../article-content";
import { getPublishedPost } from "../blog.server";
import { ArticleNotFound } from "../blog-states";
import { PostMetaLine, PostTags } from "../post-card";
import { PostImage } from "../post-image";
import { POST_NOT_FOUND } from "../post-labels";
import { blogPostingJsonLd } from "../post-json-ld.server";
import type { PublicPost } from "../post-types";
import { ShareButton } from "../share-button";
import type { Route } from "./+types/blog-post";

// An unknown slug or a draft answers a real 404 (SPEC §2: drafts are never public).
const notFoundResponse = () => data({ message: POST_NOT_FOUND }, { status: 404 });

export async function loader({ context, params, request }: Route.LoaderArgs) {
  let post: PublicPost;
  try {
    post = await getPublishedPost(context.app.db, params.slug);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw notFoundResponse();
    throw error;
  }
  const { origin, name } = jsonLdSite(context.app, request);
  const jsonLd = [
    blogPostingJsonLd(post, origin, name),
    pageBreadcrumb(origin, { name: "Blog", path: "/blog" }, { name: post.title, path: `/blog/${post.slug}` }),
  ];
  return { post, jsonLd };
}

// Awaited, not deferred: the title and structured data need the article.
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  try {
    return { post: await apiGet<PublicPost>(`/api/posts/${encodeURIComponent(params.slug)}`) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFoundResponse();
    throw error;
  }
}

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  const post = loaderData?.post;
  if (!post) {
    return seoMeta(matches, {
      title: "Article Not Found",
      description: "The article you're looking for doesn't exist or has been removed.",
      path: `/blog/${params.slug}`,
      noindex: true,
    });
  }
  return seoMeta(matches, {
    title: post.title,
    description: post.excerpt ?? post.title,
    path: `/blog/${post.slug}`,
    type: "article",
    image: post.featuredImage ?? undefined,
    jsonLd: loaderJsonLd(loaderData),
  });
}

export default function BlogPost({ loaderData: { post } }: Route.ComponentProps) {
  return (
    <>
      <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
        <div className="flex items-center justify-between gap-4">
          <BackLink to="/blog" tight>
            Back to Blog
          </BackLink>
          <ShareButton title={post.title} text={post.excerpt} />
        </div>
        <header className="mt-8">
          <PostMetaLine createdAt={post.createdAt} />
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{post.title}</h1>
          {post.excerpt && <p className="mt-4 text-xl leading-8 text-slate-600">{post.excerpt}</p>}
          <PostTags tags={post.tags} className="mt-5" />
        </header>
        {post.featuredImage && (
          <PostImage src={post.featuredImage} alt={post.imageAlt} eager className="mt-8 rounded-xl" />
        )}
        <div className="mt-10">
          <ArticleContent html={post.content} />
        </div>
      </article>
      <section aria-labelledby="article-cta-title" className="bg-brand-950 text-white">
        <div className="mx-auto max-w-3xl px-4 py-12 text-center sm:px-6">
          <h2 id="article-cta-title" className="text-2xl font-bold">
            Ready to Start Your Security Career?
          </h2>
          <p className="mt-3 text-slate-300">
            Train in small groups with SIA-aligned content, fast results and a free retake policy.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Button asChild size="lg" variant="accent">
              <Link to="/courses">View Courses</Link>
            </Button>
            <Button asChild size="lg" variant="onDark">
              <Link to="/contact">Contact Us</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}

/** SPEC §2: not found or failed, the same page. */
export function ErrorBoundary() {
  return <ArticleNotFound />;
}
