// The page's scripts start downloading once the browser has painted the page, not before (issue 22, decision 006).
// React Router puts a <link rel="modulepreload"> per script file in the <head> and a module script at the end of
// the <body> whose imports fetch them all: ~115 KB that a phone on a slow link downloads at high priority beside the
// HTML, so the first paint waits for bandwidth it does not need (the server-rendered HTML is the whole page).
// This rewrites the HTML as it streams out:
// - the module preloads leave the <head>;
// - the module script becomes an inert data block (same text, same nonce), and a small inline script after it, once
//   the browser reports the first contentful paint and the load event (see starterScript), adds the preloads back and runs the module
//   script's text as a module script, which hydrates the page as before.
// Lighthouse's simulation of a slow phone (Lantern) counts every high-priority request that ended before the first
// paint of the unthrottled run as needed for it: scripts started after it no longer delay the simulated paint.
// React's hydration accepts the data block for its <script> (a script without src matches by tag) and skips the
// elements added to <head> and <body> (React 19 leaves unknown nodes of the document's singletons alone).
import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const HREF = /\bhref="([^"]*)"/;
const MODULE_SCRIPT = /<script\b([^>]*)\btype="module"([^>]*)>/;
const SCRIPT_END = "</script>";
/** A data block's type: any MIME type a browser does not run. */
export const DEFERRED_TYPE = "text/x-after-first-paint";

/**
 * The inline script that starts the page's scripts once the browser reports the first contentful paint (a paint
 * timing entry: the frame is on screen, not merely drawn) and the page's load event (its eager images, a hero's
 * poster, have arrived), two frames later so that what they paint is on screen too; at once in a hidden tab, which
 * paints nothing; and after 3 s whatever happens. `hrefs` are the module preloads.
 */
export function starterScript(hrefs: readonly string[]): string {
  return (
    "(function(){var d=document,w=window,P=w.PerformanceObserver,s=d.currentScript.previousElementSibling," +
    "done=0,painted=0,loaded=0,go=function(){if(done++)return;" +
    `${JSON.stringify(hrefs)}.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)});` +
    'var m=d.createElement("script");m.type="module";m.nonce=s.nonce;m.textContent=s.textContent;s.after(m)},' +
    "check=function(){painted&&loaded&&requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go)})})};" +
    'if(d.visibilityState=="hidden")return go();setTimeout(go,3e3);' +
    'w.addEventListener("load",function(){loaded=1;check()});' +
    'if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0)new P(function(l){if(l.getEntriesByName("first-contentful-paint").length){painted=1;check()}}).observe({type:"paint",buffered:true});' +
    "else painted=1})()"
  ).replace(/</g, "\\u003c");
}

/**
 * Rewrites an HTML document given in pieces (`write`), returning what can be sent so far; `end` returns the rest.
 * A tag is never rewritten half-received: text from a '<' without its '>' waits for the next piece.
 */
export class ScriptsAfterFirstPaint {
  private carry = "";
  private readonly hrefs: string[] = [];
  /** Inside the inert module script: its end is where the starter goes. */
  private inModuleScript = false;
  private moduleNonce = "";

  constructor(private readonly nonce: string) {}

  write(text: string): string {
    const all = this.carry + text;
    const lastOpen = all.lastIndexOf("<");
    const cut = lastOpen >= 0 && all.indexOf(">", lastOpen) < 0 ? lastOpen : all.length;
    this.carry = all.slice(cut);
    return this.rewrite(all.slice(0, cut));
  }

  end(): string {
    const rest = this.carry;
    this.carry = "";
    return this.rewrite(rest);
  }

  private rewrite(html: string): string {
    let out = html.replace(MODULE_PRELOAD, (tag) => {
      const href = HREF.exec(tag)?.[1];
      if (href) this.hrefs.push(href.replace(/&amp;/g, "&"));
      return "";
    });
    if (!this.inModuleScript) {
      const match = MODULE_SCRIPT.exec(out);
      if (!match) return out;
      const attributes = `${match[1]}${match[2]}`.replace(/\s*\basync(="[^"]*")?/g, "");
      this.moduleNonce = /\bnonce="([^"]*)"/.exec(attributes)?.[1] ?? this.nonce;
      const before = out.slice(0, match.index);
      const tag = `<script${attributes.replace(/\s+$/, "")} type="${DEFERRED_TYPE}">`;
      this.inModuleScript = true;
      return before + tag + this.rewrite(out.slice(match.index + match[0].length));
    }
    const end = out.indexOf(SCRIPT_END);
    if (end < 0) return out;
    this.inModuleScript = false;
    const at = end + SCRIPT_END.length;
    const starter = `<script nonce="${this.moduleNonce}">${starterScript(this.hrefs)}</script>`;
    out = out.slice(0, at) + starter + out.slice(at);
    return out;
  }
}

/** The stream form, for entry.server.tsx: bytes of HTML in, the rewritten bytes out. */
export function scriptsAfterFirstPaint(nonce: string): Transform {
  const rewriter = new ScriptsAfterFirstPaint(nonce);
  const decoder = new StringDecoder("utf8");
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const out = rewriter.write(decoder.write(chunk));
      callback(null, out.length > 0 ? Buffer.from(out) : undefined);
    },
    flush(callback) {
      const tail = decoder.end();
      callback(null, Buffer.from((tail ? rewriter.write(tail) : "") + rewriter.end()));
    },
  });
}
