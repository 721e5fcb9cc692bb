// A micro-cache of whole responses for the public catalogue: its JSON
// endpoints and the pages built from it. On a busy enrolment day most requests
// ask for the same few course lists and course pages; they are answered here,
// ahead of Express, from the bytes Express produced for the first of them.
//
// - What: GET of the catalogue API paths (with their query), and of /, /courses,
//   /courses/{slug} and /schedule without a query (a filtered list is rendered
//   every time, since it echoes the visitor's text). Only 200 answers without a
//   Set-Cookie are kept.
// - How long: until the catalogue changes in any process (the CatalogueCache's
//   notifications, migration 0004), at most `ttlMs`, and never while those
//   notifications cannot be heard.
// - Concurrent misses: the first GET of a key that misses leads (renders through
//   Express); GETs and HEADs of that key arriving while it renders wait for it
//   and are answered from what it keeps, each with its own nonce, instead of
//   each rendering the same page again (at expiry, every connection of a busy
//   server missed at once). Only a lead that began at the catalogue generation
//   still current is joined, and only what it keeps (fresh, same rules) is
//   served: a waiter gets what a cache hit at its arrival could have given it.
//   If the lead keeps nothing (an error, a 404, a cookie, a change meanwhile,
//   the client gone), each waiter is answered by Express as before.
// - Pages carry a per-response CSP nonce. A page being cached is rendered with
//   a secret placeholder nonce that no client ever sees: each response, the
//   first included, gets the placeholder replaced by its own fresh nonce, in the
//   body and in the Content-Security-Policy header.
import { randomBytes, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import type { RequestHandler } from "express";
import type { Logger } from "pino";
import type { CatalogueCache } from "#app/features/catalogue/catalogue-cache.server";
import { redactUrl } from "./logger";
import { newNonce } from "./security-headers";

const API_PATH =
  /^\/api\/(courses(\/slug\/[^/]+|\/[^/]+(\/(instances|available-dates))?)?|course-instances|available-dates)$/;
const PAGE_PATH = /^\/(courses(\/[^/]+)?|schedule)?$/;
/** Headers that belong to one response, not to the cached one. */
const PER_RESPONSE = new Set([
  "date",
  "x-request-id",
  "content-length",
  "connection",
  "keep-alive",
  "content-encoding",
  // Compression adds it after the capture has read the headers; serve() sends it on every replay.
  "vary",
]);
const COMPRESS_FROM_BYTES = 1024;
const MAX_ENTRIES = 500;

type Entry = {
  generation: number;
  expires: number;
  status: number;
  /** Every header Express sent but those of one response (and, for pages, the CSP), as [name, value, …]. */
  rawHeaders: string[];
  etag?: string;
  /** Pages only: the Content-Security-Policy with the placeholder nonce. */
  csp?: string;
  body: Buffer;
  /** Pages only: the body cut where the placeholder nonce stood, to be joined with each response's own nonce. */
  pieces?: Buffer[];
  /** JSON only: compressed once per encoding, on first demand. */
  encoded: Map<string, Buffer>;
};

/** A request waiting for the answer another request (the lead) is rendering for the same key. */
type Waiter = { req: IncomingMessage; res: ServerResponse; fallback: () => void };
type Flight = { generation: number; lead: ServerResponse; waiters: Waiter[] };

export type ResponseCacheOptions = {
  catalogue: CatalogueCache;
  logger: Logger;
  ttlMs?: number;
  isShuttingDown?: () => boolean;
  now?: () => number;
  /**
   * The origin a page built for `req` names in its links (server/page-origin.ts); pages are kept per origin.
   * Default: the Host header over plain HTTP.
   */
  pageOrigin?: (req: IncomingMessage) => string;
};

export class ResponseCache {
  /** Stands in for the nonce in cached pages; replaced in every response, so never sent. */
  readonly placeholderNonce = randomBytes(18).toString("base64");
  readonly #entries = new Map<string, Entry>();
  /** Keys being rendered by a lead, with the requests waiting for it. */
  readonly #flights = new Map<string, Flight>();
  /** Requests that waited once and were let go: they are never made to wait again. */
  readonly #waited = new WeakSet<IncomingMessage>();
  readonly #catalogue: CatalogueCache;
  readonly #logger: Logger;
  readonly #ttlMs: number;
  readonly #isShuttingDown: () => boolean;
  readonly #now: () => number;
  readonly #pageOrigin: (req: IncomingMessage) => string;

  constructor(options: ResponseCacheOptions) {
    this.#catalogue = options.catalogue;
    this.#logger = options.logger;
    this.#ttlMs = options.ttlMs ?? 5_000;
    this.#isShuttingDown = options.isShuttingDown ?? (() => false);
    this.#now = options.now ?? Date.now;
    this.#pageOrigin = options.pageOrigin ?? ((req) => `http://${req.headers.host ?? ""}`);
  }

  /** The cache key of a request whose answer may be cached, else undefined. */
  keyOf(req: IncomingMessage): string | undefined {
    if (req.method !== "GET" && req.method !== "HEAD") return undefined;
    const url = req.url ?? "";
    const queryAt = url.indexOf("?");
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    if (API_PATH.test(path)) return `api ${url}`;
    if (queryAt === -1 && PAGE_PATH.test(path)) {
      // The page names its own address (canonical link, Open Graph, schema.org): key on the origin it is built with.
      return `page ${this.#pageOrigin(req)} ${path}`;
    }
    return undefined;
  }

  /**
   * Answers `req` from the cache when it can; returns false to let Express answer (and `capture` keep it).
   * The request listener calls this before Express. With `fallback`, a request whose answer another request is
   * rendering waits for it (true is returned): it is answered from what that one keeps, or else `fallback` is called
   * once to let Express answer it.
   */
  serve(req: IncomingMessage, res: ServerResponse, fallback?: () => void): boolean {
    if (!this.#catalogue.listening || this.#isShuttingDown()) return false;
    const key = this.keyOf(req);
    if (key === undefined) return false;
    const entry = this.#fresh(key);
    if (entry) {
      this.#reply(entry, req, res);
      return true;
    }
    const flight = this.#flights.get(key);
    // The lead itself passes here twice (the request listener, then Express's first middleware).
    if (flight?.lead === res) return false;
    if (fallback && flight?.generation === this.#catalogue.generation && !this.#waited.has(req)) {
      flight.waiters.push({ req, res, fallback });
      return true;
    }
    // A GET is kept by capture(); it leads until its response ends or its connection closes.
    if (req.method === "GET") {
      const lead: Flight = { generation: this.#catalogue.generation, lead: res, waiters: [] };
      this.#flights.set(key, lead);
      res.once("close", () => this.#land(key, lead));
    }
    return false;
  }

  /** Ends a lead: its waiters are answered from the cache if it kept their answer, else each by its fallback. */
  #land(key: string, flight: Flight): void {
    if (this.#flights.get(key) === flight) this.#flights.delete(key);
    const waiters = flight.waiters.splice(0);
    if (waiters.length === 0) return;
    const entry = this.#catalogue.listening && !this.#isShuttingDown() ? this.#fresh(key) : undefined;
    for (const { req, res, fallback } of waiters) {
      if (entry) {
        this.#reply(entry, req, res);
      } else {
        this.#waited.add(req);
        fallback();
      }
    }
  }

  #reply(entry: Entry, req: IncomingMessage, res: ServerResponse): void {
    const started = performance.now();
    const given = req.headers["x-request-id"];
    const requestId = typeof given === "string" && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    // One flat [name, value, …] list handed to writeHead: the cheapest way through node:http.
    // The body's encoding follows Accept-Encoding (#bodyFor), as the live answer's does through compression.
    const headers = [...entry.rawHeaders, "Vary", "Accept-Encoding", "X-Request-Id", requestId];
    if (entry.etag && req.headers["if-none-match"] === entry.etag) {
      res.writeHead(304, headers).end();
    } else {
      const { body, encoding } = this.#bodyFor(entry, req, headers);
      if (encoding) headers.push("Content-Encoding", encoding);
      headers.push("Content-Length", String(body.reduce((length, part) => length + part.length, 0)));
      res.writeHead(entry.status, headers);
      // A page's pieces go out as they are, one write each under one cork (a single writev), not copied into one
      // buffer first: the copy of a course page's ~80 KB was a tenth of a cached answer's time (issue 22).
      if (req.method !== "HEAD") {
        res.cork();
        for (const part of body) res.write(part);
      }
      res.end();
    }
    if (this.#logger.isLevelEnabled("info")) {
      this.#logger.info(
        {
          req: { id: requestId, method: req.method, url: redactUrl(req.url ?? "") },
          res: { statusCode: res.statusCode },
          responseTime: Math.round(performance.now() - started),
          cached: true,
        },
        "request completed",
      );
    }
  }

  /**
   * Express middleware, after the security headers and compression: gives a cacheable page request the
   * placeholder nonce, and keeps the answer Express produces for the next requests.
   */
  capture(): RequestHandler {
    return (req, res, next) => {
      // HEAD answers carry no body to keep; a GET's serves both.
      const key = this.#catalogue.listening && req.method === "GET" ? this.keyOf(req) : undefined;
      if (key === undefined) return next();
      const page = key.startsWith("page ");
      const nonce = String(res.locals.nonce);
      if (page) res.locals.nonce = this.placeholderNonce;
      const generation = this.#catalogue.generation;
      const chunks: Buffer[] = [];
      const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
      const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
      // Pages are buffered whole (the placeholder must not reach the client); JSON passes straight through.
      res.write = ((chunk: unknown, ...rest: unknown[]) => {
        if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, rest[0]));
        if (page) return true;
        return write(chunk, ...rest);
      }) as typeof res.write;
      res.end = ((chunk?: unknown, ...rest: unknown[]) => {
        if (typeof chunk === "function") {
          rest = [chunk, ...rest];
          chunk = undefined;
        }
        if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, rest[0]));
        const body = Buffer.concat(chunks);
        this.#keep(key, res, body, page ? nonce : undefined, generation);
        // Its waiters need not wait for this answer to reach its own client.
        const flight = this.#flights.get(key);
        if (flight?.lead === res) this.#land(key, flight);
        if (!page) return end(chunk, ...rest);
        const sent = Buffer.concat(interleave(split(body, this.placeholderNonce), Buffer.from(nonce)));
        if (!res.headersSent) res.removeHeader("Content-Length");
        write(sent);
        return end();
      }) as typeof res.end;
      next();
    };
  }

  #fresh(key: string): Entry | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.generation === this.#catalogue.generation && entry.expires > this.#now()) return entry;
    this.#entries.delete(key);
    return undefined;
  }

  /** `nonce`: for a page, the real nonce in its CSP header, stored as the placeholder. */
  #keep(key: string, res: ServerResponse, body: Buffer, nonce: string | undefined, generation: number): void {
    if (res.statusCode !== 200 || res.hasHeader("set-cookie")) return;
    // A change while this was being built: the answer may be from before it.
    if (generation !== this.#catalogue.generation || !this.#catalogue.listening) return;
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
    const rawHeaders: string[] = [];
    let csp: string | undefined;
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (PER_RESPONSE.has(name) || value === undefined) continue;
      if (nonce && name === "content-security-policy") csp = String(value).replaceAll(nonce, this.placeholderNonce);
      else for (const one of Array.isArray(value) ? value : [value]) rawHeaders.push(name, String(one));
    }
    const etag = res.getHeader("etag");
    this.#entries.set(key, {
      generation,
      expires: this.#now() + this.#ttlMs,
      status: 200,
      rawHeaders,
      ...(typeof etag === "string" ? { etag } : {}),
      ...(csp === undefined ? {} : { csp }),
      body,
      ...(nonce === undefined ? {} : { pieces: split(body, this.placeholderNonce) }),
      encoded: new Map(),
    });
  }

  /** The body to send, in parts; for a page, with a fresh nonce, whose CSP header it adds to `headers`. */
  #bodyFor(entry: Entry, req: IncomingMessage, headers: string[]): { body: Buffer[]; encoding?: string } {
    if (entry.pieces) {
      const nonce = newNonce();
      if (entry.csp) headers.push("Content-Security-Policy", entry.csp.replaceAll(this.placeholderNonce, nonce));
      const parts = interleave(entry.pieces, Buffer.from(nonce));
      const encoding = acceptedEncoding(req, entry.pieces);
      return encoding ? { body: [compress(Buffer.concat(parts), encoding)], encoding } : { body: parts };
    }
    const encoding = acceptedEncoding(req, [entry.body]);
    if (!encoding) return { body: [entry.body] };
    let encoded = entry.encoded.get(encoding);
    if (!encoded) {
      encoded = compress(entry.body, encoding);
      entry.encoded.set(encoding, encoded);
    }
    return { body: [encoded], encoding };
  }
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
}

function split(body: Buffer, separator: string): Buffer[] {
  const pieces: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(separator); at !== -1; at = body.indexOf(separator, start)) {
    pieces.push(body.subarray(start, at));
    start = at + Buffer.byteLength(separator);
  }
  pieces.push(body.subarray(start));
  return pieces;
}

/** The pieces with the separator between each two. */
function interleave(pieces: Buffer[], separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  pieces.forEach((piece, index) => parts.push(...(index === 0 ? [piece] : [separator, piece])));
  return parts;
}

function acceptedEncoding(req: IncomingMessage, body: Buffer[]): "br" | "gzip" | undefined {
  if (body.reduce((length, part) => length + part.length, 0) < COMPRESS_FROM_BYTES) return undefined;
  const accepted = String(req.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return undefined;
}

function compress(body: Buffer, encoding: "br" | "gzip"): Buffer {
  if (encoding === "gzip") return gzipSync(body, { level: 6 });
  return brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
}
