// Public blog reads shared by the page loaders and GET /api/posts (SPEC §7).
// Drafts are never public: every read here filters on published.
import { and, desc, eq } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { posts } from "#db/schema";
import { notFound } from "#app/shared/http-error";
import { renderArticleHtml } from "./article-html.server";
import { POST_NOT_FOUND } from "./post-labels";
import type { PostSummary, PublicPost } from "./post-types";

const summaryColumns = {
  id: posts.id,
  slug: posts.slug,
  title: posts.title,
  excerpt: posts.excerpt,
  featuredImage: posts.featuredImage,
  imageAlt: posts.imageAlt,
  tags: posts.tags,
  createdAt: posts.createdAt,
};

/** Published articles, newest first (by the date the cards show). */
export async function listPublishedPosts(db: Executor): Promise<PostSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(posts)
    .where(eq(posts.published, true))
    .orderBy(desc(posts.createdAt), desc(posts.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** One published article with its content sanitised for raw insertion. */
export async function getPublishedPost(db: Executor, slug: string): Promise<PublicPost> {
  if (!/^[a-z0-9-]{1,200}$/.test(slug)) throw notFound(POST_NOT_FOUND);
  const [row] = await db
    .select({
      ...summaryColumns,
      content: posts.content,
      author: posts.author,
      publishedAt: posts.publishedAt,
      updatedAt: posts.updatedAt,
    })
    .from(posts)
    .where(and(eq(posts.slug, slug), eq(posts.published, true)));
  if (!row) throw notFound(POST_NOT_FOUND);
  return {
    ...row,
    content: renderArticleHtml(row.content),
    createdAt: row.createdAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}
