// Blog articles as staff manage them: drafts included. Content is sanitised
// on save with the blog's own sanitiser, so what is stored is what is shown.
import { desc, eq, sql } from "drizzle-orm";
import type { Database, Executor } from "#db/db.server";
import { posts, type Post } from "#db/schema";
import { sanitizeArticleHtml } from "../article-html.server";
import { notFound } from "#app/shared/http-error";
import { POST_SLUG_TAKEN, type AdminPost, type PostInput } from "./staff-schema";
import { invalidFields, isoOrNull } from "#app/shared/staff/route-helpers.server";
import { uniqueSlug } from "#app/shared/staff/unique-slug.server";
import { storedRow, type CollectionStore } from "#app/shared/staff/collection-routes.server";

const postNotFound = () => notFound("Article not found");
const slug = uniqueSlug(posts, POST_SLUG_TAKEN);

const toAdminPost = ({ createdAt, updatedAt, publishedAt, ...post }: Post): AdminPost => ({
  ...post,
  publishedAt: isoOrNull(publishedAt),
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});

/** Every article, newest first. */
export async function listAllPosts(db: Executor): Promise<AdminPost[]> {
  const rows = await db.select().from(posts).orderBy(desc(posts.createdAt), desc(posts.id));
  return rows.map(toAdminPost);
}

function cleanContent(input: PostInput): PostInput {
  const content = sanitizeArticleHtml(input.content).trim();
  // Content that was nothing but a script (say) is no content at all.
  if (!content) throw invalidFields({ content: ["Content is required"] });
  return { ...input, content };
}

export async function createPost(db: Database, input: PostInput, author: string): Promise<AdminPost> {
  const values = cleanContent(input);
  await slug.assertFree(db, values.slug);
  const [row] = await slug.guard(() =>
    db
      .insert(posts)
      .values({ ...values, author, publishedAt: values.published ? new Date() : null })
      .returning(),
  );
  return toAdminPost(row!);
}

/**
 * publishedAt records the first publication and then never moves: unpublishing
 * keeps it, and publishing again does not reset it, so an article's date (and
 * its place in feeds and the sitemap) stays put when staff take it down briefly.
 */
export async function updatePost(db: Database, id: string, input: PostInput): Promise<AdminPost> {
  const values = cleanContent(input);
  await slug.assertFree(db, values.slug, id);
  const [row] = await slug.guard(() =>
    db
      .update(posts)
      .set({
        ...values,
        ...(values.published && { publishedAt: sql`coalesce(${posts.publishedAt}, now())` as unknown as Date }),
      })
      .where(eq(posts.id, id))
      .returning(),
  );
  if (!row) throw postNotFound();
  return toAdminPost(row);
}

export async function deletePost(db: Executor, id: string): Promise<void> {
  const [row] = await db.delete(posts).where(eq(posts.id, id)).returning({ id: posts.id });
  if (!row) throw postNotFound();
}

/** The posts' store for the staff routes; `author` signs new articles (SPEC §3: the academy's name). */
export const postStore = (author: string): CollectionStore<PostInput, AdminPost> => ({
  list: listAllPosts,
  create: (db, input) => createPost(db, input, author),
  // The article as stored, for a PUT that leaves fields out.
  stored: storedRow(posts, postNotFound),
  update: updatePost,
  remove: deletePost,
});
