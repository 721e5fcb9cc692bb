// The public shapes of an article, as the API sends them and the pages read them.

/** A card on the blog list (SPEC §7 GET /api/posts). Dates are ISO instants. */
export type PostSummary = {
  id: string;
  slug: string;
  title: string;
  excerpt: string | null;
  featuredImage: string | null;
  imageAlt: string | null;
  tags: string[];
  createdAt: string;
};

/** One article; `content` is sanitised HTML, safe to insert as it is. */
export type PublicPost = PostSummary & {
  content: string;
  author: string;
  publishedAt: string | null;
  updatedAt: string;
};
