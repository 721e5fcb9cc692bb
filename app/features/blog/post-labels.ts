import { formatDate } from "#app/shared/dates";

/** SPEC §2 /blog heading. */
export const BLOG_TITLE = "Security Insights & Training Resources";

/** SPEC §9: the read-time label is fixed. */
export const READ_TIME_LABEL = "5 min read";

/** The date on a card or article: its created date, or 'Recently' when it has none (SPEC §2 /blog). */
export function postDateLabel(createdAt: string | null | undefined): string {
  if (!createdAt) return "Recently";
  const instant = new Date(createdAt);
  return Number.isNaN(instant.getTime()) ? "Recently" : formatDate(instant);
}

/** SPEC §8: the API's answer for an unknown or unpublished article. */
export const POST_NOT_FOUND = "Post not found";
