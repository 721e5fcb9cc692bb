import type { PublicPost } from "./post-types";

/**
 * The byline as Google's Article guidelines want it (a name, and a URL that
 * identifies the author): the academy itself when the byline is its name,
 * else the person staff named, whose page the site does not have.
 */
function authorOf(byline: string, origin: string, siteName: string): Record<string, unknown> {
  if (byline.trim() === siteName) {
    return { "@type": "EducationalOrganization", "@id": `${origin}/#organization`, name: siteName, url: `${origin}/` };
  }
  return { "@type": "Person", name: byline };
}

/** schema.org BlogPosting for an article page. */
export function blogPostingJsonLd(post: PublicPost, origin: string, siteName: string): Record<string, unknown> {
  const url = `${origin}/blog/${post.slug}`;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    ...(post.excerpt && { description: post.excerpt }),
    datePublished: post.publishedAt ?? post.createdAt,
    dateModified: post.updatedAt,
    author: authorOf(post.author, origin, siteName),
    publisher: { "@id": `${origin}/#organization` },
    ...(post.featuredImage && { image: new URL(post.featuredImage, origin || "http://localhost").href }),
    ...(post.tags.length > 0 && { keywords: post.tags.join(", ") }),
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
  };
}
