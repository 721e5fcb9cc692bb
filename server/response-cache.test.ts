// The response micro-cache on the real app and database: catalogue answers are
// served from memory until the catalogue changes, with the headers Express gave.
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { gunzipSync } from "node:zlib";
import { courses } from "#db/schema";
import { insertCourse } from "#test/support/factories";
import { useTestDatabase as emptiedTestDatabase } from "#test/support/test-database";
import { startTestApp, type TestApp } from "#test/support/test-app";
import express from "express";
import { pino } from "pino";
import { CatalogueCache, listenForCatalogueChanges } from "#app/features/catalogue/catalogue-cache.server";
import { ResponseCache } from "./response-cache";

const quietLogger = { info: () => {}, warn: () => {} };
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

async function cachingApp(options: { isShuttingDown?: () => boolean } = {}) {
  const database = await emptiedTestDatabase();
  const app = await startTestApp({ database, ...options });
  cleanups.push(() => app.close());
  const stop = await listenForCatalogueChanges(database, app.ctx.catalogueCache, quietLogger);
  cleanups.push(stop);
  await vi.waitFor(() => expect(app.ctx.catalogueCache.listening).toBe(true));
  const loads = vi.spyOn(app.ctx.catalogue, "courses");
  return { app, database, loads };
}

function rawGet(app: TestApp, path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .request(app.url + path, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject)
      .end();
  });
}

const withoutPerResponse = (headers: http.IncomingHttpHeaders) => {
  const { date: _date, "x-request-id": _id, connection: _c, "keep-alive": _k, ...rest } = headers;
  return rest;
};

describe("response cache", () => {
  it("answers a repeated catalogue request from memory, with the same body and headers", async () => {
    const { app, database, loads } = await cachingApp();
    await insertCourse(database.db, { title: "SIA Door Supervisor" });
    await vi.waitFor(async () => {
      const body = JSON.parse((await rawGet(app, "/api/courses")).body.toString()) as { title: string }[];
      expect(body.map((c) => c.title)).toEqual(["SIA Door Supervisor"]);
    });
    const first = await rawGet(app, "/api/courses");
    const callsBefore = loads.mock.calls.length;
    const second = await rawGet(app, "/api/courses");

    expect(loads.mock.calls.length).toBe(callsBefore);
    expect(second.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    expect(withoutPerResponse(second.headers)).toEqual(withoutPerResponse(first.headers));
    expect(second.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
    expect(second.headers["cache-control"]).toBe("no-store");
    expect(second.headers["x-content-type-options"]).toBe("nosniff");
    // Its encoding follows Accept-Encoding, as a live answer's does: shared caches must know.
    expect(second.headers.vary).toBe("Accept-Encoding");
  });

  it("answers afresh once a course changes", async () => {
    const { app, database } = await cachingApp();
    const course = await insertCourse(database.db, { title: "Before" });
    const titles = async () =>
      (JSON.parse((await rawGet(app, "/api/courses")).body.toString()) as { title: string }[]).map((c) => c.title);
    await vi.waitFor(async () => expect(await titles()).toEqual(["Before"]));
    await database.db.update(courses).set({ title: "After" }).where(eq(courses.id, course.id));
    await vi.waitFor(async () => expect(await titles()).toEqual(["After"]));
  });

  it("sends a compressed copy, a 304 for a known ETag, and a body-less HEAD", async () => {
    const { app, database } = await cachingApp();
    await insertCourse(database.db, { description: "A long description. ".repeat(100) });
    const plain = await rawGet(app, "/api/courses");
    await rawGet(app, "/api/courses");

    const gzipped = await rawGet(app, "/api/courses", { "Accept-Encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.body).equals(plain.body)).toBe(true);

    const notModified = await rawGet(app, "/api/courses", { "If-None-Match": String(plain.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);

    const head = await rawGet(app, "/api/courses", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(String(plain.body.length));
    expect(head.body.length).toBe(0);
  });

  it("never keeps an error answer", async () => {
    const { app } = await cachingApp();
    const loads = vi.spyOn(app.ctx.catalogue, "courseBySlug");
    expect((await rawGet(app, "/api/courses/slug/no-such-course")).status).toBe(404);
    expect((await rawGet(app, "/api/courses/slug/no-such-course")).status).toBe(404);
    expect(loads).toHaveBeenCalledTimes(2);
  });

  it("keeps nothing while change notifications are not heard", async () => {
    const database = await emptiedTestDatabase();
    const app = await startTestApp({ database });
    cleanups.push(() => app.close());
    const loads = vi.spyOn(app.ctx.catalogue, "courses");
    await rawGet(app, "/api/courses");
    await rawGet(app, "/api/courses");
    expect(loads).toHaveBeenCalledTimes(2);
  });

  it("lets a draining server refuse even what it has cached", async () => {
    let draining = false;
    const { app } = await cachingApp({ isShuttingDown: () => draining });
    await rawGet(app, "/api/courses");
    expect((await rawGet(app, "/api/courses")).status).toBe(200);
    draining = true;
    expect((await rawGet(app, "/api/courses")).status).toBe(503);
  });
});

/**
 * A page server like the real one (a fresh nonce per response in the page and its CSP, the response cache ahead of
 * Express, waiting concurrent misses), whose page renders only when `render` lets it; counts the renders.
 */
async function pageServer(render: (res: express.Response, count: number) => Promise<string | void> = async () => {}) {
  const catalogue = new CatalogueCache();
  catalogue.setListening(true);
  const cache = new ResponseCache({ catalogue, logger: pino({ level: "silent" }) });
  let renders = 0;
  const app = express();
  // As in server/app.ts: asked again as Express's first middleware (for app.listen servers), after the listener.
  app.use((req, res, next) => {
    if (!cache.serve(req, res, next)) next();
  });
  app.use((_req, res, next) => {
    res.locals.nonce = randomBytes(16).toString("base64");
    res.setHeader("Content-Security-Policy", `script-src 'nonce-${String(res.locals.nonce)}'`);
    next();
  });
  app.use(cache.capture());
  app.get("/courses", async (_req, res) => {
    const text = (await render(res, ++renders)) ?? "";
    res.type("html");
    // Streamed in pieces, as the page renderer does.
    res.write(`<html>${text}<script nonce="${String(res.locals.nonce)}">1</script>`);
    res.end(`<script nonce="${String(res.locals.nonce)}">2</script></html>`);
  });
  const server = http.createServer((req, res) => {
    if (!cache.serve(req, res, () => app(req, res))) app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/courses`;
  return { cache, catalogue, url, renders: () => renders };
}

/** The page's nonce, checked to be the same in its CSP and at both of its scripts, and never the placeholder. */
async function nonceOf(response: Response, cache: ResponseCache): Promise<string | undefined> {
  return (await pageOf(response, cache)).nonce;
}

/** The page's text before its scripts, and its nonce, checked as nonceOf does. */
async function pageOf(response: Response, cache: ResponseCache) {
  const body = await response.text();
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
  const text = /^<html>(.*?)<script/.exec(body)?.[1];
  expect(body).toBe(`<html>${text}<script nonce="${nonce}">1</script><script nonce="${nonce}">2</script></html>`);
  expect(body).not.toContain(cache.placeholderNonce);
  return { nonce, text };
}

/** A promise and the function that settles it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe("response cache for pages", () => {
  it("gives every page response its own nonce, in the body and in the CSP, and never sends the placeholder", async () => {
    const { cache, url, renders } = await pageServer();
    const nonces = [];
    for (let i = 0; i < 3; i++) {
      const response = await fetch(url);
      const length = response.headers.get("content-length");
      const nonce = await nonceOf(response, cache);
      // From the cache (all but the first), sent in parts (issue 22) under the whole's length.
      if (i > 0)
        expect(length).toBe(
          String(`<html><script nonce="${nonce}">1</script><script nonce="${nonce}">2</script></html>`.length),
        );
      nonces.push(nonce);
    }
    expect(renders()).toBe(1);
    expect(new Set(nonces).size).toBe(3);
  });

  it("renders a page once for requests that miss together; each gets its own nonce (issue 22)", async () => {
    const rendering = gate();
    const { cache, url, renders } = await pageServer(() => rendering.opened);
    const first = fetch(url);
    await vi.waitFor(() => expect(renders()).toBe(1));
    const others = [fetch(url), fetch(url), fetch(url, { method: "HEAD" }), fetch(url)];
    await new Promise((resolve) => setTimeout(resolve, 50));
    rendering.open();
    const responses = await Promise.all([first, ...others]);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(renders()).toBe(1);
    const head = responses.splice(3, 1)[0]!;
    expect(await head.text()).toBe("");
    const nonces = await Promise.all(responses.map((response) => nonceOf(response, cache)));
    expect(new Set([...nonces, /'nonce-([^']+)'/.exec(head.headers.get("content-security-policy")!)?.[1]]).size).toBe(
      5,
    );
  });

  it("never gives a waiting request a page that a catalogue change overtook", async () => {
    const rendering = gate();
    let seats = 5;
    const { cache, catalogue, url, renders } = await pageServer(async () => {
      // The loader reads, then the page renders.
      const read = `${seats} seats`;
      await rendering.opened;
      return read;
    });
    const first = fetch(url);
    await vi.waitFor(() => expect(renders()).toBe(1));
    const waiting = fetch(url);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // A seat taken while the first render was under way: what it read is out of date.
    seats = 4;
    catalogue.invalidate();
    const after = fetch(url);
    await vi.waitFor(() => expect(renders()).toBe(2));
    rendering.open();
    const pages = await Promise.all([first, waiting, after].map((response) => response.then((r) => pageOf(r, cache))));
    // The first request's own render read before the change; no other request is given it.
    expect(pages.map((page) => page.text)).toEqual(["5 seats", "4 seats", "4 seats"]);
  });

  it("lets a request that arrives after a change render, not wait for a render from before it", async () => {
    const rendering = gate();
    const { catalogue, url, renders } = await pageServer(() => rendering.opened);
    const first = fetch(url);
    await vi.waitFor(() => expect(renders()).toBe(1));
    catalogue.invalidate();
    const after = fetch(url);
    await vi.waitFor(() => expect(renders()).toBe(2));
    rendering.open();
    expect((await Promise.all([first, after])).map((response) => response.status)).toEqual([200, 200]);
  });

  it("lets requests waiting for an answer that is not kept be answered each in turn, never waiting twice", async () => {
    const rendering = gate();
    const { url, renders } = await pageServer(async (res, count) => {
      await rendering.opened;
      if (count === 1) res.status(500);
    });
    const first = fetch(url);
    await vi.waitFor(() => expect(renders()).toBe(1));
    const waiting = [fetch(url), fetch(url), fetch(url)];
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(renders()).toBe(1);
    rendering.open();
    expect((await Promise.all([first, ...waiting])).map((response) => response.status)).toEqual([500, 200, 200, 200]);
    // The three let go render together (none leads the others again).
    expect(renders()).toBe(4);
  });

  it("renders a page with a query string every time (it may echo the visitor's text)", () => {
    const cache = new ResponseCache({ catalogue: new CatalogueCache(), logger: pino({ level: "silent" }) });
    const request = (url: string, method = "GET") => ({ url, method, headers: { host: "academy.test" } }) as never;
    expect(cache.keyOf(request("/courses"))).toBeDefined();
    expect(cache.keyOf(request("/courses/door-supervisor"))).toBeDefined();
    expect(cache.keyOf(request("/courses?q=<script>"))).toBeUndefined();
    expect(cache.keyOf(request("/contact"))).toBeUndefined();
    expect(cache.keyOf(request("/api/admin/courses"))).toBeUndefined();
    expect(cache.keyOf(request("/api/courses", "POST"))).toBeUndefined();
    expect(cache.keyOf(request("/api/courses?x=1"))).toBe("api /api/courses?x=1");
  });
});
