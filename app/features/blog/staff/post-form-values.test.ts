// The admin dialogs start from these values and submit through the API's own
// schemas: an untouched edit must send back exactly what is stored, and an
// empty form must fail with the spec's messages (SPEC §5).
import { describe, expect, it } from "vitest";
import { messagesOf, STORED_STAMPS } from "#test/support/form-messages";
import { EMPTY_POST_FORM, postToForm } from "./post-form-values";
import { PostInputSchema, type AdminPost } from "./staff-schema";

describe("article form", () => {
  const post: AdminPost = {
    id: "c0ffee00-0000-4000-8000-000000000004",
    slug: "door-licence",
    title: "Getting your licence",
    excerpt: null,
    content: "<p>Hello</p>",
    featuredImage: "/images/blog/door.jpg",
    imageAlt: null,
    tags: ["Licensing"],
    published: true,
    author: "Academy",
    publishedAt: "2025-01-01T10:00:00.000Z",
    ...STORED_STAMPS,
  };

  it("sends an untouched edit back as stored", () => {
    // Everything but what the server keeps for itself (id, author, publishing and edit times).
    const {
      id: _id,
      author: _author,
      publishedAt: _publishedAt,
      createdAt: _created,
      updatedAt: _updated,
      ...stored
    } = post;
    expect(PostInputSchema.parse(postToForm(post))).toEqual(stored);
  });

  it("gives the spec's inline messages (SPEC §5 blog article)", () => {
    expect(EMPTY_POST_FORM.published).toBe(false);
    expect(messagesOf(PostInputSchema.safeParse(EMPTY_POST_FORM))).toEqual({
      slug: "Slug is required",
      title: "Title is required",
      content: "Content is required",
    });
    expect(
      messagesOf(PostInputSchema.safeParse({ ...EMPTY_POST_FORM, slug: "Bad Slug", title: "T", content: "C" })),
    ).toEqual({ slug: "Slug must contain only lowercase letters, numbers, and hyphens" });
  });
});
