// Staff writing the blog.
import { unique } from "../factories";
import { slug, text, textList, type FieldKind, webAddress, yesNo } from "../bad-values";
import { createAndUpdate, type RouteSpec, type Scene } from "./route-spec";

const postFields: Record<string, FieldKind<Scene>> = {
  slug: slug((scene: Scene) => scene.otherPost.slug),
  title: text(200),
  excerpt: text(1000, { required: false, lines: "multi" }),
  content: text(100_000, { lines: "multi" }),
  featuredImage: {
    required: false,
    bad: [
      ...webAddress().bad,
      "data:image/png;base64,AAAA",
      "images/relative.jpg",
      // Read by browsers as //evil.example/…, another site (security review F13).
      "/\\evil.example/x.png",
      "http://cdn.example/x.png",
    ],
    lines: "one",
  },
  imageAlt: text(300, { required: false }),
  tags: textList(50),
  published: yesNo,
};

const postBody = () => ({
  slug: `post-${unique()}`,
  title: "Renewing your SIA licence",
  excerpt: "What to do before it runs out.",
  content: "<p>Start three months early.</p>",
  featuredImage: "/images/blog/licence.jpg",
  imageAlt: "An SIA licence card",
  tags: ["SIA"],
  published: false,
});
const postText = ["title", "excerpt", "content", "imageAlt"];

export const BLOG_ROUTES: Record<string, RouteSpec> = {
  ...createAndUpdate(
    "posts",
    (scene) => scene.post,
    { body: postBody, fields: postFields, freeText: postText },
    { body: (scene) => ({ ...postBody(), slug: scene.post.slug }) },
  ),
};
