// The staff article form and /api/admin/posts requests (SPEC §3 post, §5 "Blog article"),
// shared by the browser and the server.
import { z } from "zod";
import { isImageAddress, optionalText, requiredText, slug, stringList } from "#app/shared/staff/input-fields";
import { multiLine, oneLine } from "#app/shared/plain-text";

export const POST_SLUG_TAKEN = "A post with this slug already exists";

/** POST /api/admin/posts and PUT /api/admin/posts/:id. */
export const PostInputSchema = z.object({
  slug: slug("Slug is required"),
  title: requiredText("Title is required", 200),
  excerpt: optionalText(1000, multiLine),
  content: requiredText("Content is required", 100_000, multiLine),
  featuredImage: z
    .string()
    .trim()
    .max(2000, "Must be 2,000 characters or fewer")
    .check(oneLine)
    .refine(
      (value) => value === "" || isImageAddress(value),
      "Please enter a web address (https://…) or a path starting with /",
    )
    .nullish()
    .transform((value) => value || null),
  imageAlt: optionalText(300),
  tags: stringList(50),
  published: z.boolean().default(false),
});
export type PostInput = z.output<typeof PostInputSchema>;
export type PostFormValues = z.input<typeof PostInputSchema>;

export type AdminPost = PostInput & {
  id: string;
  author: string;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
};
