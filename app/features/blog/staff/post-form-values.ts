import type { AdminPost, PostFormValues } from "./staff-schema";
import { formValuesFrom } from "#app/shared/staff/form-values-from";

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

export const postToForm = (post: AdminPost): PostFormValues => formValuesFrom(EMPTY_POST_FORM, post);
