// Security review F6: the links a page names for itself (canonical, Open Graph,
// schema.org ids) come from PUBLIC_URL or the Host header, never from a
// client's X-Forwarded-Host, and the response cache never hands one visitor's
// page to a request that would have been built with other links.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inProcessSites, type InProcessSite, type InProcessSites } from "./in-process-site";

/** The response-cached pages (server/response-cache.ts) and one that is rendered every time. */
const PAGES = ["/", "/courses", "/courses/door-supervisor", "/schedule", "/about"];

/** GET with any headers, Host included (fetch cannot set Host). */
function get(url: string, headers: Record<string, string> = {}, localAddress?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, localAddress }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => (res.statusCode === 200 ? resolve(body) : reject(new Error(`${url}: ${res.statusCode}`))));
      })
      .on("error", reject);
  });
}

/** Every address the page names for itself: canonical link, og:url and the schema.org ids and urls. */
function selfLinks(html: string) {
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
  const ogUrl = /<meta property="og:url" content="([^"]*)"/.exec(html)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => m[1]!);
  const ids = jsonLd.flatMap((json) => [...json.matchAll(/"(?:@id|url|item)":"([^"]*)"/g)].map((m) => m[1]!));
  return { canonical, ogUrl, ids };
}

function expectLinksOn(html: string, origin: string, path: string) {
  const { canonical, ogUrl, ids } = selfLinks(html);
  expect(canonical).toBe(`${origin}${path}`);
  expect(ogUrl).toBe(`${origin}${path}`);
  expect(ids.length).toBeGreaterThan(0);
  // Outside links (the academy's social pages) are not the page's own address.
  for (const id of ids.filter((id) => !/facebook|instagram|linkedin/.test(id)))
    expect(id.startsWith(`${origin}/`)).toBe(true);
  expect(html).not.toContain("evil.example");
}

const PUBLIC_URL = "https://www.academy.example";
/** The one proxy the third site trusts; requests from 127.0.0.1 come straight from a client. */
const PROXY_ADDRESS = "127.0.0.2";
let sites: InProcessSites;
let behindProxy: InProcessSite;
let withPublicUrl: InProcessSite;
let behindProxyAt: InProcessSite;
beforeAll(async () => {
  sites = await inProcessSites();
  behindProxy = await sites.serve({ TRUST_PROXY: "1" });
  withPublicUrl = await sites.serve({ TRUST_PROXY: "1", PUBLIC_URL, PAYMENTS: "test" });
  behindProxyAt = await sites.serve({ TRUST_PROXY: PROXY_ADDRESS });
});
afterAll(() => sites?.close());

describe("behind a proxy (TRUST_PROXY=1) without PUBLIC_URL", () => {
  it.each(PAGES)(
    "%s names the Host header's origin, whatever X-Forwarded-Host says, before and after",
    async (path) => {
      const url = `${behindProxy.baseURL}${path}`;
      // The attacker first, so a page built for them would be the one cached...
      expectLinksOn(await get(url, { "X-Forwarded-Host": "evil.example" }), behindProxy.baseURL, path);
      // ...then any visitor, who must not get it.
      expectLinksOn(await get(url), behindProxy.baseURL, path);
      // And the other way round: a page cached for a visitor is right for the attacker's request too.
      expectLinksOn(await get(url, { "X-Forwarded-Host": "evil.example:8443" }), behindProxy.baseURL, path);
    },
  );

  it("names the Host the proxy forwarded, and the protocol it reports", async () => {
    const host = { Host: "www.academy.example" };
    const url = `${behindProxy.baseURL}/courses/door-supervisor`;
    const path = "/courses/door-supervisor";
    expectLinksOn(await get(url, { ...host, "X-Forwarded-Proto": "https" }), "https://www.academy.example", path);
    // Same Host, plain HTTP: a page of its own, not the https one from the cache.
    expectLinksOn(await get(url, host), "http://www.academy.example", path);
    expectLinksOn(
      await get(url, { ...host, "X-Forwarded-Proto": "https", "X-Forwarded-Host": "evil.example" }),
      "https://www.academy.example",
      path,
    );
  });
});

describe("behind a proxy at one address (TRUST_PROXY=127.0.0.2)", () => {
  it("keeps the page a client built apart from the one the proxy's requests get", async () => {
    const url = `${behindProxyAt.baseURL}/courses/door-supervisor`;
    const path = "/courses/door-supervisor";
    const forwarded = { Host: "www.academy.example", "X-Forwarded-Proto": "https" };
    // Straight from a client, X-Forwarded-Proto is not believed: the page is built on http...
    expectLinksOn(await get(url, forwarded, "127.0.0.1"), "http://www.academy.example", path);
    // ...and must not be what the proxy's https request is given.
    expectLinksOn(await get(url, forwarded, PROXY_ADDRESS), "https://www.academy.example", path);
    expectLinksOn(await get(url, forwarded, "127.0.0.1"), "http://www.academy.example", path);
  });
});

describe("with PUBLIC_URL", () => {
  it.each(PAGES)("%s always names PUBLIC_URL", async (path) => {
    const url = `${withPublicUrl.baseURL}${path}`;
    expectLinksOn(await get(url, { "X-Forwarded-Host": "evil.example" }), PUBLIC_URL, path);
    expectLinksOn(await get(url), PUBLIC_URL, path);
    expectLinksOn(await get(url, { Host: "other.example", "X-Forwarded-Proto": "http" }), PUBLIC_URL, path);
  });
});
