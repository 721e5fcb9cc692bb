import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import {
  DEFERRED_TYPE,
  ScriptsAfterFirstPaint,
  scriptsAfterFirstPaint,
  starterScript,
} from "./scripts-after-first-paint.server";

// What React Router's <Links>, <Scripts> and React render for a page (abridged), as the server streams it.
const NONCE = "abc123==";
const MODULE_TEXT = `import * as route0 from "/assets/root-1.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-1.js");`;
const PAGE =
  `<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/>` +
  `<link nonce="${NONCE}" rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/>` +
  `<title>Courses</title>` +
  `<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/framework-1.js" nonce="${NONCE}"/>` +
  `<script type="application/ld+json">{"@type":"Organization"}</script></head>` +
  `<body><main id="main"><h1>Courses</h1></main>` +
  `<script nonce="${NONCE}">window.__reactRouterContext = {};</script>` +
  `<script nonce="${NONCE}" type="module" async="">${MODULE_TEXT}</script>` +
  `<script nonce="${NONCE}">window.__reactRouterContext.streamController.close();</script></body></html>`;

const EXPECTED =
  `<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/>` +
  `<link nonce="${NONCE}" rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/>` +
  `<title>Courses</title>` +
  `<script type="application/ld+json">{"@type":"Organization"}</script></head>` +
  `<body><main id="main"><h1>Courses</h1></main>` +
  `<script nonce="${NONCE}">window.__reactRouterContext = {};</script>` +
  `<script nonce="${NONCE}" type="${DEFERRED_TYPE}">${MODULE_TEXT}</script>` +
  `<script nonce="${NONCE}">${starterScript(["/assets/entry.client-1.js", "/assets/framework-1.js"])}</script>` +
  `<script nonce="${NONCE}">window.__reactRouterContext.streamController.close();</script></body></html>`;

function rewriteInPieces(html: string, size: number): string {
  const rewriter = new ScriptsAfterFirstPaint(NONCE);
  let out = "";
  for (let at = 0; at < html.length; at += size) out += rewriter.write(html.slice(at, at + size));
  return out + rewriter.end();
}

describe("scripts after the first paint", () => {
  it("takes the module preloads out of the head and turns the module script into an inert block the starter runs", () => {
    expect(rewriteInPieces(PAGE, PAGE.length)).toBe(EXPECTED);
  });

  it("rewrites the same however the stream cuts the HTML, mid-tag included", () => {
    for (const size of [1, 2, 3, 7, 16, 61, 250]) expect(rewriteInPieces(PAGE, size)).toBe(EXPECTED);
  });

  it("leaves a page without a module script as it was, bar the preloads", () => {
    const page = `<html><head><link rel="modulepreload" href="/a.js"/></head><body><p>a < b</p></body></html>`;
    expect(rewriteInPieces(page, 5)).toBe(`<html><head></head><body><p>a < b</p></body></html>`);
  });

  it("keeps multi-byte characters whole across chunk boundaries of the byte stream", async () => {
    const page = PAGE.replace("Courses</h1>", "Cours — £249 ✓</h1>");
    const bytes = Buffer.from(page);
    const pieces = Array.from({ length: Math.ceil(bytes.length / 5) }, (_, i) => bytes.subarray(i * 5, i * 5 + 5));
    const chunks: Buffer[] = [];
    for await (const chunk of Readable.from(pieces).pipe(scriptsAfterFirstPaint(NONCE))) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe(EXPECTED.replace("Courses</h1>", "Cours — £249 ✓</h1>"));
  });

  it("starts the scripts after the first contentful paint and the load event, at once in a hidden tab, and after 3 s at the latest", () => {
    const starter = starterScript(["/assets/framework-1.js"]);
    expect(starter).toContain('getEntriesByName("first-contentful-paint")');
    expect(starter).toContain('addEventListener("load"');
    expect(starter).toContain('if(d.visibilityState=="hidden")return go()');
    expect(starter).toContain("setTimeout(go,3e3)");
    expect(starter).toContain('["/assets/framework-1.js"]');
    expect(starter).not.toMatch(/<\/script/i);
  });
});
