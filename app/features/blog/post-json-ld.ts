import type { PublicPost } from "./post-types";

/** schema.org BlogPosting for an article page. */
export function blogPostingJsonLd(post: PublicPost, origin: string): Record<string, unknown> {
  const url = `${origin}/blog/${post.slug}`;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    ...(post.excerpt && { description: post.excerpt }),
    datePublished: post.publishedAt ?? post.createdAt,
    dateModified: post.updatedAt,
    author: { "@type": "Organization", name: post.author },
    publisher: { "@id": `${origin}/#organization` },
    ...(post.featuredImage && { image: new URL(post.featuredImage, origin || "http://localhost").href }),
    ...(post.tags.length > 0 && { keywords: post.tags.join(", ") }),
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
  };
}
