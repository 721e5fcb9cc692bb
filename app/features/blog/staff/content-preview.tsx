import { createElement, useMemo, type ReactNode } from "react";
import { ARTICLE_TAGS } from "../article-tags";

const ALLOWED = new Set<string>(ARTICLE_TAGS);
const RENAMED: Record<string, string> = { h1: "h2", h5: "h4", h6: "h4" };
const DROPPED = new Set([
  "script",
  "style",
  "textarea",
  "option",
  "noscript",
  "iframe",
  "object",
  "embed",
  "template",
  "svg",
]);
const BLOCKS = new Set(["p", "h2", "h3", "h4", "ul", "ol", "li", "blockquote", "pre", "hr", "br", "div"]);

// Handler attributes are dropped below anyway; renaming them first spares the
// console a Content-Security-Policy report for each one the parser meets.
const withoutHandlers = (html: string) => html.replace(/\bon([a-z]+\s*=)/gi, "data-on$1");

const safeHref = (href: string | null) => (href && /^(https?:|mailto:)/i.test(href.trim()) ? href : undefined);

/**
 * Builds React elements from the article's HTML, keeping only the tags the
 * server keeps: the browser parses the text into a document with no window
 * (nothing runs, nothing loads) and React writes every text node escaped, so the
 * preview never inserts staff input as raw HTML. Images are left out (the
 * page's security policy would block most of them anyway).
 */
function toReact(node: Node, key: number, inPre: boolean): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) {
    const text = node.textContent ?? "";
    if (inPre || !text.includes("\n")) return text;
    // SPEC §2: newlines in running text become line breaks; those between blocks are layout.
    const previous = node.previousSibling?.nodeName.toLowerCase();
    const next = node.nextSibling?.nodeName.toLowerCase();
    let trimmed = text;
    if (!previous || BLOCKS.has(previous)) trimmed = trimmed.replace(/^\s*\n\s*/, "");
    if (!next || BLOCKS.has(next)) trimmed = trimmed.replace(/\s*\n\s*$/, "");
    const lines = trimmed.split("\n");
    return lines.flatMap((line, index) => (index === 0 ? [line] : [<br key={`${key}-${index}`} />, line]));
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const name = element.tagName.toLowerCase();
  if (DROPPED.has(name) || name === "img") return null;
  const tag = RENAMED[name] ?? name;
  const children = Array.from(element.childNodes, (child, index) => toReact(child, index, inPre || tag === "pre"));
  if (!ALLOWED.has(tag)) return <span key={key}>{children}</span>;
  if (tag === "br" || tag === "hr") return createElement(tag, { key });
  if (tag === "a") {
    return (
      <a key={key} href={safeHref(element.getAttribute("href"))} rel="noopener noreferrer" target="_blank">
        {children}
      </a>
    );
  }
  return createElement(tag, { key }, ...children);
}

export function ContentPreview({ title, excerpt, content }: { title: string; excerpt: string; content: string }) {
  const body = useMemo(() => {
    // A document with no window: nothing in it runs or loads.
    const inert = document.implementation.createHTMLDocument("");
    inert.body.innerHTML = withoutHandlers(content);
    return Array.from(inert.body.childNodes, (child, index) => toReact(child, index, false));
  }, [content]);
  return (
    <section
      aria-label="Article preview"
      className="rounded-lg border border-slate-200 bg-slate-50 p-5 [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-3 [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_p]:mt-3 [&_ul]:list-disc"
    >
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Preview</p>
      <p className="mt-2 text-2xl font-bold text-brand-900">{title || "Untitled article"}</p>
      {excerpt && <p className="mt-2 text-slate-700 italic">{excerpt}</p>}
      <div className="mt-3 text-slate-800">{content.trim() ? body : <p>Nothing to preview yet.</p>}</div>
    </section>
  );
}
