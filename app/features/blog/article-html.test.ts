import { describe, expect, it } from "vitest";
import { seedPosts } from "#db/seed/posts";
import { newlinesToBreaks, renderArticleHtml, sanitizeArticleHtml } from "./article-html.server";

describe("sanitizeArticleHtml removes what could run code", () => {
  it.each([
    ["a script tag and its code", "<p>Hi</p><script>alert(1)</script>", "<p>Hi</p>"],
    ["a script with attributes", '<script src="https://evil.example/x.js"></script><p>Hi</p>', "<p>Hi</p>"],
    [
      "an onerror handler",
      '<img src="/a.jpg" onerror="alert(1)" alt="A">',
      '<img src="/a.jpg" alt="A" loading="lazy" />',
    ],
    ["an onclick handler", '<p onclick="alert(1)">Hi</p>', "<p>Hi</p>"],
    ["a javascript: link", '<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ["an upper-case javascript: link", '<a href="JaVaScRiPt:alert(1)">x</a>', "<a>x</a>"],
    ["an entity-encoded javascript: link", '<a href="&#106;avascript:alert(1)">x</a>', "<a>x</a>"],
    ["a javascript: link split by a tab", '<a href="java\tscript:alert(1)">x</a>', "<a>x</a>"],
    ["a data: link", '<a href="data:text/html,<script>alert(1)</script>">x</a>', "<a>x</a>"],
    ["a vbscript: link", '<a href="vbscript:msgbox(1)">x</a>', "<a>x</a>"],
    ["an image with a javascript: source", '<img src="javascript:alert(1)" alt="x">', ""],
    ["an image with a data: source", '<img src="data:image/svg+xml,<svg onload=alert(1)>" alt="x">', ""],
    ["an iframe", '<iframe src="https://evil.example"></iframe><p>Hi</p>', "<p>Hi</p>"],
    ["an iframe's fallback text", "<iframe>fallback</iframe>", ""],
    ["an object and embed", '<object data="x.swf"></object><embed src="x.swf">', ""],
    ["a style tag", "<style>body{display:none}</style><p>Hi</p>", "<p>Hi</p>"],
    ["a style attribute", '<p style="position:fixed">Hi</p>', "<p>Hi</p>"],
    ["a form", '<form action="/x"><input name="q"><button>Go</button></form>', "Go"],
    ["an svg with a script", "<svg><script>alert(1)</script></svg>", ""],
    ["a protocol-relative link", '<a href="//evil.example">x</a>', "<a>x</a>"],
    ["a target other than _blank", '<a href="/x" target="_top">x</a>', '<a href="/x">x</a>'],
    ["an HTML comment", "<!-- <script>alert(1)</script> --><p>Hi</p>", "<p>Hi</p>"],
  ])("removes %s", (_label, input, expected) => {
    expect(sanitizeArticleHtml(input)).toBe(expected);
  });
});

describe("sanitizeArticleHtml keeps ordinary content", () => {
  it.each([
    ["paragraphs and emphasis", "<p><strong>Bold</strong>, <em>italic</em> and <b>b</b> <i>i</i></p>"],
    ["headings h2 to h4", "<h2>Two</h2><h3>Three</h3><h4>Four</h4>"],
    ["lists", "<ul><li>One</li></ul><ol><li>Two</li></ol>"],
    ["quotes and code", "<blockquote>Quote</blockquote><pre><code>npm start</code></pre>"],
    ["a relative link", '<a href="/courses/efaw" title="EFAW">EFAW course</a>'],
    ["an https link", '<a href="https://www.gov.uk/guidance/sia-licensing">SIA</a>'],
    ["a mailto link", '<a href="mailto:info@example.com">Email us</a>'],
    ["a link to a fragment", '<a href="#step-2">Step 2</a>'],
    ["line breaks and rules", "<p>One<br />Two</p><hr />"],
  ])("keeps %s", (_label, html) => {
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it("keeps an image's source, text and size, and loads it lazily", () => {
    expect(sanitizeArticleHtml('<img src="https://cdn.example/a.jpg" alt="Door team" width="800" height="450">')).toBe(
      '<img src="https://cdn.example/a.jpg" alt="Door team" width="800" height="450" loading="lazy" />',
    );
  });

  it("adds rel=noopener noreferrer to links that open a new tab", () => {
    expect(
      sanitizeArticleHtml('<a href="https://www.sia.homeoffice.gov.uk" target="_blank" rel="opener">SIA</a>'),
    ).toBe('<a href="https://www.sia.homeoffice.gov.uk" rel="noopener noreferrer" target="_blank">SIA</a>');
  });

  it("turns an h1 into an h2, so the article title stays the page's only h1", () => {
    expect(sanitizeArticleHtml("<h1>Title</h1><h5>Small</h5>")).toBe("<h2>Title</h2><h4>Small</h4>");
  });

  it("escapes text that looks like markup", () => {
    expect(sanitizeArticleHtml("<p>1 < 2 & 3 > 2</p>")).toBe("<p>1 &lt; 2 &amp; 3 &gt; 2</p>");
  });
});

describe("newlinesToBreaks (SPEC §2: newlines in content become line breaks)", () => {
  it.each([
    ["a newline in plain text", "First line\nSecond line", "First line<br />Second line"],
    ["a blank line in plain text", "Paragraph one\n\nParagraph two", "Paragraph one<br /><br />Paragraph two"],
    ["Windows line endings", "One\r\nTwo", "One<br />Two"],
    ["a newline inside a paragraph", "<p>One\nTwo</p>", "<p>One<br />Two</p>"],
    [
      "a newline beside inline tags",
      "<strong>Bold</strong>\n<em>next</em>",
      "<strong>Bold</strong><br /><em>next</em>",
    ],
    ["newlines between paragraphs", "<p>One</p>\n\n<h2>Two</h2>\n\n<p>Three</p>", "<p>One</p><h2>Two</h2><p>Three</p>"],
    ["newlines between list items", "<ul>\n<li>One</li>\n<li>Two</li>\n</ul>", "<ul><li>One</li><li>Two</li></ul>"],
    ["newlines at the start and end", "\n\nHello\n", "Hello"],
    ["text after a heading", "<h2>Title</h2>\nSome text\nmore", "<h2>Title</h2>Some text<br />more"],
    ["a newline after a break", "One<br />\nTwo", "One<br />Two"],
    ["preformatted text", "<pre>line 1\nline 2</pre>", "<pre>line 1\nline 2</pre>"],
    ["code inside pre", "<pre><code>a\nb</code></pre>\n<p>x\ny</p>", "<pre><code>a\nb</code></pre><p>x<br />y</p>"],
    ["text without newlines", "<p>Nothing to do</p>", "<p>Nothing to do</p>"],
  ])("handles %s", (_label, input, expected) => {
    expect(newlinesToBreaks(input)).toBe(expected);
  });
});

describe("renderArticleHtml", () => {
  it("sanitises first, so a break never comes from the author's markup", () => {
    expect(renderArticleHtml('Hi\n<img src=x onerror="alert(1)">\n<script>\nalert(1)\n</script>')).toBe(
      'Hi<br /><img src="x" loading="lazy" />',
    );
  });
});

describe("the seeded articles", () => {
  it.each(seedPosts.map((post) => [post.slug, post.content]))(
    "%s keeps its headings, lists and links and gains no stray breaks",
    (_slug, content) => {
      const html = renderArticleHtml(content);
      expect(html).not.toContain("<br");
      expect(html).toContain("<h2>");
      expect(html).toContain("<a href=");
      expect(html.match(/<p>/g)?.length).toBe(content.match(/<p>/g)?.length);
    },
  );
});
