import { and, desc, eq } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { courses, posts } from "#db/schema";
import { londonDateOf } from "#app/shared/dates";

const STATIC_PAGES = ["/", "/courses", "/schedule", "/about", "/contact", "/business-accounts", "/policies", "/blog"];

export type SitemapEntry = { path: string; lastModified?: string };

/** Every public page search engines should know: fixed pages, active courses, published articles. */
export async function listSitemapEntries(db: Executor): Promise<SitemapEntry[]> {
  const [courseRows, postRows] = await Promise.all([
    db.select({ slug: courses.slug, updatedAt: courses.updatedAt }).from(courses).where(eq(courses.isActive, true)),
    db
      .select({ slug: posts.slug, updatedAt: posts.updatedAt })
      .from(posts)
      .where(and(eq(posts.published, true)))
      .orderBy(desc(posts.publishedAt)),
  ]);
  return [
    ...STATIC_PAGES.map((path) => ({ path })),
    ...courseRows.map((c) => ({ path: `/courses/${c.slug}`, lastModified: londonDateOf(c.updatedAt) })),
    ...postRows.map((p) => ({ path: `/blog/${p.slug}`, lastModified: londonDateOf(p.updatedAt) })),
  ];
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

export function renderSitemap(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `  <url><loc>${escapeXml(origin + entry.path)}</loc>${
        entry.lastModified ? `<lastmod>${entry.lastModified}</lastmod>` : ""
      }</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function renderRobots(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /login",
    "Disallow: /checkout",
    "Disallow: /payment",
    "Disallow: /booking-success",
    "Disallow: /api/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
