import { describe, expect, it } from "vitest";
import { PostInputSchema } from "./staff-schema";

describe("PostInputSchema featuredImage: an https: address or a path on this site (security review F13)", () => {
  it.each([
    ["/images/a.webp", true],
    ["/images/blog/door.jpg", true],
    ["https://cdn.example/a.webp", true],
    ["", true],
    // Browsers read both of these as //evil.example/…, another site.
    ["/\\evil.example/x.png", false],
    ["//evil", false],
    ["//evil.example/a.jpg", false],
    ["http://x", false],
    ["http://cdn.example.com/a.jpg", false],
    ["javascript:", false],
    ["javascript:alert(1)", false],
    ["data:image/png;base64,AAAA", false],
    ["images/a.jpg", false],
    ["https://cdn.example/a\u202E.webp", false],
  ])("%s → %s", (featuredImage, ok) => {
    const result = PostInputSchema.safeParse({ slug: "a", title: "A", content: "x", featuredImage });
    expect(result.success).toBe(ok);
  });
});
