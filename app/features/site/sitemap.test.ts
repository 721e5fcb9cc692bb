import { beforeEach, describe, expect, it } from "vitest";
import { posts } from "#db/schema";
import { insertCourse } from "#test/support/factories";
import { useTestDatabase } from "#test/support/test-database";
import type { Database } from "#db/db.server";
import { listSitemapEntries, renderRobots, renderSitemap } from "./sitemap.server";

let db: Database;
beforeEach(async () => {
  db = (await useTestDatabase()).db;
});

describe("sitemap", () => {
  it("lists the fixed pages, active courses and published articles only", async () => {
    await insertCourse(db, { slug: "efaw" });
    await insertCourse(db, { slug: "retired", isActive: false });
    await db.insert(posts).values([
      { slug: "live", title: "Live", content: "x", author: "A", published: true, publishedAt: new Date() },
      { slug: "draft", title: "Draft", content: "x", author: "A" },
    ]);
    const paths = (await listSitemapEntries(db)).map((entry) => entry.path);
    expect(paths).toEqual(
      expect.arrayContaining(["/", "/courses", "/schedule", "/about", "/contact", "/policies", "/blog"]),
    );
    expect(paths).toContain("/courses/efaw");
    expect(paths).toContain("/blog/live");
    expect(paths).not.toContain("/courses/retired");
    expect(paths).not.toContain("/blog/draft");
  });

  it("renders valid XML with absolute, escaped URLs", () => {
    const xml = renderSitemap("https://example.co.uk", [{ path: "/a?b=1&c=2", lastModified: "2026-11-22" }]);
    expect(xml).toContain("<loc>https://example.co.uk/a?b=1&amp;c=2</loc><lastmod>2026-11-22</lastmod>");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});

describe("robots.txt", () => {
  it("keeps crawlers out of admin, login and the booking steps, and names the sitemap", () => {
    const text = renderRobots("https://example.co.uk");
    for (const path of ["/admin", "/login", "/checkout", "/payment", "/booking-success", "/api/"]) {
      expect(text).toContain(`Disallow: ${path}`);
    }
    expect(text).toContain("Sitemap: https://example.co.uk/sitemap.xml");
  });
});
