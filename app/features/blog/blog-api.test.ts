import { describe, expect, it } from "vitest";
import type { Executor } from "#db/db.server";
import type { NewPost } from "#db/schema";
import { setUpTestApp } from "#test/support/app-fixture";
import { insertPost } from "#test/support/factories";

const site = setUpTestApp();

/** The public API's articles are the published ones: each here is, unless the test says otherwise. */
const insertPublishedPost = (db: Executor, overrides: Partial<NewPost> = {}) =>
  insertPost(db, { published: true, ...overrides });

type Summary = { slug: string; createdAt: string } & Record<string, unknown>;

describe("GET /api/posts", () => {
  it.each(["/api/posts?published=true", "/api/posts", "/api/posts?published=false"])(
    "%s lists published articles only, newest first",
    async (path) => {
      const db = site.app.ctx.db;
      await insertPublishedPost(db, { slug: "older", createdAt: new Date("2026-03-01T09:00:00Z") });
      await insertPost(db, { slug: "draft", published: false, createdAt: new Date("2026-05-01T09:00:00Z") });
      await insertPublishedPost(db, { slug: "newest", createdAt: new Date("2026-04-01T09:00:00Z") });

      const response = await site.app.fetch(path);

      expect(response.status).toBe(200);
      const body = (await response.json()) as Summary[];
      expect(body.map((post) => post.slug)).toEqual(["newest", "older"]);
    },
  );

  it("answers the card fields of SPEC §7, without the content", async () => {
    const card = {
      slug: "card",
      title: "Card",
      excerpt: "Short",
      featuredImage: "/images/blog/card.jpg",
      imageAlt: "A card",
      tags: ["SIA Licence"],
    };
    await insertPublishedPost(site.app.ctx.db, { ...card, createdAt: new Date("2026-04-01T09:00:00Z") });
    const [post] = (await (await site.app.fetch("/api/posts?published=true")).json()) as Summary[];
    expect(post).toEqual({ id: expect.any(String), ...card, createdAt: "2026-04-01T09:00:00.000Z" });
  });

  it("answers an empty list when nothing is published", async () => {
    await insertPost(site.app.ctx.db, { published: false });
    expect(await (await site.app.fetch("/api/posts?published=true")).json()).toEqual([]);
  });
});

describe("GET /api/posts/:slug", () => {
  it("returns a published article with its content sanitised and newlines as breaks", async () => {
    await insertPublishedPost(site.app.ctx.db, {
      slug: "hello",
      title: "Hello",
      author: "Thames Valley Security Training Academy",
      content:
        '<p onclick="steal()">Line one\nLine two</p>\n\n<script>alert(1)</script><img src="/a.jpg" onerror="x()">',
      publishedAt: new Date("2026-04-02T09:00:00Z"),
    });

    const response = await site.app.fetch("/api/posts/hello");

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      slug: "hello",
      title: "Hello",
      author: "Thames Valley Security Training Academy",
      content: '<p>Line one<br />Line two</p><img src="/a.jpg" loading="lazy" />',
      publishedAt: "2026-04-02T09:00:00.000Z",
      updatedAt: expect.any(String),
    });
  });

  it.each([
    ["a draft", "draft"],
    ["an unknown slug", "no-such-article"],
    ["a malformed slug", "Bad Slug!"],
    ["a SQL-looking slug", "x' or '1'='1"],
  ])("answers 404 'Post not found' for %s", async (_label, slug) => {
    await insertPost(site.app.ctx.db, { slug: "draft", published: false });
    const response = await site.app.fetch(`/api/posts/${encodeURIComponent(slug)}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Post not found" });
  });
});
