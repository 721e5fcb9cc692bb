// The tags an article may keep: the server's sanitiser (article-html.server.ts) keeps these and only these, and
// the staff preview (staff/content-preview.tsx) renders the same ones (images aside: the preview loads nothing).
export const ARTICLE_TAGS = [
  "p",
  "br",
  "h2",
  "h3",
  "h4",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "ul",
  "ol",
  "li",
  "blockquote",
  "a",
  "img",
  "code",
  "pre",
  "hr",
] as const;
