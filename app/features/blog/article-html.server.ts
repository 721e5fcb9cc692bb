// Article content is HTML written by staff and inserted raw into the page
// (SPEC §2 /blog/{slug}), so it is cleaned on the server before anyone sees it:
// ordinary formatting, links and images stay; scripts, event handlers, frames
// and dangerous URLs go.
import sanitizeHtml from "sanitize-html";
import { ARTICLE_TAGS } from "./article-tags";

const ARTICLE_HTML: sanitizeHtml.IOptions = {
  allowedTags: [...ARTICLE_TAGS],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "width", "height", { name: "loading", multiple: false, values: ["lazy"] }],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  // The text of these is code or embedded content, never prose worth keeping.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "template", "svg"],
  transformTags: {
    // The page's title is its only h1; headings in the content start at h2.
    h1: "h2",
    h5: "h4",
    h6: "h4",
    // A new tab must not get a handle on this page; no other target is useful.
    a: (tagName, { target, ...attribs }) => ({
      tagName,
      attribs: target === "_blank" ? { ...attribs, target, rel: "noopener noreferrer" } : attribs,
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy" } }),
  },
  // An image whose address was refused would be an empty box.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_HTML);
}

const BLOCK_TAGS = new Set([
  "p",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "ul",
  "ol",
  "li",
  "blockquote",
  "pre",
  "hr",
  "br",
  "div",
]);

const tagName = (tag: string) => /^<\/?([a-z][a-z0-9]*)/i.exec(tag)?.[1]?.toLowerCase();
const isBlockBoundary = (tag: string | undefined) => tag === undefined || BLOCK_TAGS.has(tagName(tag) ?? "");

/**
 * SPEC §2: "Newlines in content become line breaks". Articles mix plain text
 * and block HTML, and the newlines between blocks (`</p>\n\n<h2>`, `<ul>\n<li>`)
 * are only layout of the source: turning those into <br> would add blank lines
 * between every paragraph. So a newline becomes <br /> only inside running
 * text; newlines touching a block tag (or the start or end of the content) are
 * left as whitespace, and <pre> keeps its own. A blank line in plain text thus
 * becomes two breaks, which reads as a paragraph gap.
 *
 * Expects sanitised HTML: there every '<' and '>' outside tags is escaped, so
 * splitting on tags is exact.
 */
export function newlinesToBreaks(html: string): string {
  const parts = html.replace(/\r\n?/g, "\n").split(/(<[^>]*>)/);
  let preDepth = 0;
  for (let index = 0; index < parts.length; index += 1) {
    const part = parts[index]!;
    if (index % 2 === 1) {
      if (tagName(part) === "pre") preDepth += part.startsWith("</") ? -1 : 1;
      continue;
    }
    if (!part.includes("\n") || preDepth > 0) continue;
    let text = part;
    if (isBlockBoundary(parts[index - 1])) text = text.replace(/^\s*\n\s*/, "");
    if (isBlockBoundary(parts[index + 1])) text = text.replace(/\s*\n\s*$/, "");
    parts[index] = text.replace(/\n/g, "<br />");
  }
  return parts.join("");
}

/** Content as the article page inserts it: sanitised, then newlines as line breaks. */
export function renderArticleHtml(content: string): string {
  return newlinesToBreaks(sanitizeArticleHtml(content));
}
