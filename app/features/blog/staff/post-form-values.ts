import type { AdminPost, PostFormValues } from "./staff-schema";

/** SPEC §5 blog article: tags empty and unpublished by default. */
export const EMPTY_POST_FORM: PostFormValues = {
  title: "",
  slug: "",
  excerpt: "",
  content: "",
  featuredImage: "",
  imageAlt: "",
  tags: [],
  published: false,
};

export const POST_FORM_FIELDS = Object.keys(EMPTY_POST_FORM) as (keyof PostFormValues)[];

export function postToForm(post: AdminPost): PostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt ?? "",
    content: post.content,
    featuredImage: post.featuredImage ?? "",
    imageAlt: post.imageAlt ?? "",
    tags: [...post.tags],
    published: post.published,
  };
}
