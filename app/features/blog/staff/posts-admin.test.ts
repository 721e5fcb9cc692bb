import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { posts } from "#db/schema";
import { fieldErrorsOf, insertPost } from "#test/support/factories";
import type { AdminPost } from "./staff-schema";
import { setUpTestApp } from "#test/support/app-fixture";
import { answerOf } from "#test/support/answer";

const site = setUpTestApp({ admin: true });

const postRows = () => site.app.ctx.db.select().from(posts);
const stored = async (id: string) => (await site.app.ctx.db.select().from(posts).where(eq(posts.id, id)))[0]!;

const article = {
  slug: "choosing-a-door-supervisor-course",
  title: "Choosing a door supervisor course",
  excerpt: "What to look for.",
  content: "<p>Look for small groups.</p>",
  featuredImage: "/images/blog/door.jpg",
  imageAlt: "A door supervisor at work",
  tags: ["SIA", "Careers"],
  published: false,
};

describe("GET /api/admin/posts", () => {
  it("lists drafts and published articles, newest first", async () => {
    await insertPost(site.app.ctx.db, { slug: "old", published: true, createdAt: new Date("2026-01-01T10:00:00Z") });
    await insertPost(site.app.ctx.db, { slug: "draft", published: false, createdAt: new Date("2026-03-01T10:00:00Z") });
    const list = await site.admin.get<AdminPost[]>("/posts");
    expect(list.map((post) => [post.slug, post.published])).toEqual([
      ["draft", false],
      ["old", true],
    ]);
  });
});

describe("POST /api/admin/posts", () => {
  it("creates a draft with the academy as author and no publication date", async () => {
    const response = await site.admin.send("POST", "/posts", article);
    expect(response.status).toBe(201);
    const created = (await response.json()) as AdminPost;
    expect(created).toMatchObject({ ...article, author: site.app.ctx.site.name, publishedAt: null });
  });

  it("accepts a full web address as the featured image, and blanks as nothing", async () => {
    const response = await site.admin.send("POST", "/posts", {
      ...article,
      featuredImage: "https://images.example.com/door.jpg",
      excerpt: "",
      imageAlt: "",
    });
    expect(await response.json()).toMatchObject({
      featuredImage: "https://images.example.com/door.jpg",
      excerpt: null,
      imageAlt: null,
    });
  });

  it("sanitises the content with the blog's sanitiser before storing it", async () => {
    const response = await site.admin.send("POST", "/posts", {
      ...article,
      content: '<p onclick="steal()">Hello<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>',
    });
    const created = (await response.json()) as AdminPost;
    expect((await stored(created.id)).content).toBe("<p>Hello <a>x</a></p>");
  });

  it("refuses content that is nothing once cleaned", async () => {
    const errors = await fieldErrorsOf(
      await site.admin.send("POST", "/posts", { ...article, content: "<script>x()</script>" }),
    );
    expect(errors).toEqual({ content: ["Content is required"] });
    expect(await postRows()).toEqual([]);
  });

  it.each([
    ["no slug", { slug: "" }, "slug", "Slug is required"],
    [
      "a slug with capitals",
      { slug: "Door-Supervisor" },
      "slug",
      "Slug must contain only lowercase letters, numbers, and hyphens",
    ],
    ["a slug with a slash", { slug: "a/b" }, "slug", "Slug must contain only lowercase letters, numbers, and hyphens"],
    ["no title", { title: "" }, "title", "Title is required"],
    ["no content", { content: "   " }, "content", "Content is required"],
    [
      "a featured image that is neither",
      { featuredImage: "javascript:alert(1)" },
      "featuredImage",
      "Please enter a web address (https://…) or a path starting with /",
    ],
    [
      "a protocol-relative image",
      { featuredImage: "//evil.example/x.png" },
      "featuredImage",
      "Please enter a web address (https://…) or a path starting with /",
    ],
    [
      "an image path browsers read as another site",
      { featuredImage: "/\\evil.example/x.png" },
      "featuredImage",
      "Please enter a web address (https://…) or a path starting with /",
    ],
    [
      "an image over plain http",
      { featuredImage: "http://cdn.example/x.png" },
      "featuredImage",
      "Please enter a web address (https://…) or a path starting with /",
    ],
  ])("refuses %s and writes nothing", async (_label, change, field, message) => {
    const errors = await fieldErrorsOf(await site.admin.send("POST", "/posts", { ...article, ...change }));
    expect(errors[field]).toEqual([message]);
    expect(await postRows()).toEqual([]);
  });

  it("refuses a slug another article has", async () => {
    await insertPost(site.app.ctx.db, { slug: article.slug });
    const errors = await fieldErrorsOf(await site.admin.send("POST", "/posts", article));
    expect(errors).toEqual({ slug: ["A post with this slug already exists"] });
    expect(await postRows()).toHaveLength(1);
  });
});

describe("PUT /api/admin/posts/:id", () => {
  it("sets publishedAt on first publication and keeps it through unpublishing and republishing", async () => {
    const draft = await insertPost(site.app.ctx.db, { slug: article.slug, published: false });

    const published = (await (
      await site.admin.send("PUT", `/posts/${draft.id}`, { ...article, published: true })
    ).json()) as AdminPost;
    expect(published.published).toBe(true);
    expect(published.publishedAt).not.toBeNull();
    const firstPublished = published.publishedAt;

    const unpublished = (await (await site.admin.send("PUT", `/posts/${draft.id}`, article)).json()) as AdminPost;
    expect(unpublished).toMatchObject({ published: false, publishedAt: firstPublished });

    const again = (await (
      await site.admin.send("PUT", `/posts/${draft.id}`, { ...article, published: true })
    ).json()) as AdminPost;
    expect(again).toMatchObject({ published: true, publishedAt: firstPublished });
  });

  it("publishing on create sets publishedAt", async () => {
    const created = (await (
      await site.admin.send("POST", "/posts", { ...article, published: true })
    ).json()) as AdminPost;
    expect(created.publishedAt).not.toBeNull();
  });

  it("keeps its own slug, refuses another's, and validates before writing", async () => {
    const mine = await insertPost(site.app.ctx.db, { slug: "mine" });
    await insertPost(site.app.ctx.db, { slug: "theirs" });
    expect((await site.admin.send("PUT", `/posts/${mine.id}`, { ...article, slug: "mine" })).status).toBe(200);
    const errors = await fieldErrorsOf(
      await site.admin.send("PUT", `/posts/${mine.id}`, { ...article, slug: "theirs" }),
    );
    expect(errors.slug).toEqual(["A post with this slug already exists"]);
    const untouched = await stored(mine.id);
    expect(
      (await fieldErrorsOf(await site.admin.send("PUT", `/posts/${mine.id}`, { ...article, title: "" }))).title,
    ).toEqual(["Title is required"]);
    expect(await stored(mine.id)).toEqual(untouched);
  });

  it("answers 404 for an unknown article", async () => {
    const response = await site.admin.send("PUT", "/posts/00000000-0000-4000-8000-000000000000", article);
    expect(await answerOf(response)).toEqual({ status: 404, body: { message: "Article not found" } });
  });
});

describe("DELETE /api/admin/posts/:id", () => {
  it("deletes the article, and answers 404 the second time", async () => {
    const post = await insertPost(site.app.ctx.db);
    expect((await site.admin.send("DELETE", `/posts/${post.id}`)).status).toBe(204);
    expect(await postRows()).toEqual([]);
    expect((await site.admin.send("DELETE", `/posts/${post.id}`)).status).toBe(404);
  });
});
