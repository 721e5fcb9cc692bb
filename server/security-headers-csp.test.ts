// The production Content-Security-Policy: a page's scripts run by a nonce made
// for that response; a JSON answer under /api gets the same headers without a
// nonce (decision 024), and a policy that allows no inline script at all.
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  HEADER_SETS,
  helmetFor,
  isApiPath,
  isReadingPage,
  newNonce,
  pageNonce,
  securityHeaders,
} from "./security-headers";

let url: string;
let close: () => void;
beforeAll(async () => {
  const app = express();
  app.use(pageNonce, securityHeaders(true));
  app.use((_req, res) => {
    res.json({ nonce: res.locals.nonce ?? null });
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

async function get(path: string) {
  const response = await fetch(url + path);
  const { nonce } = (await response.json()) as { nonce: string | null };
  return { nonce, headers: response.headers, csp: response.headers.get("content-security-policy") ?? "" };
}

const scriptSrc = (csp: string) => csp.split(";").find((directive) => directive.startsWith("script-src"));

describe("page nonces and the Content-Security-Policy", () => {
  it.each(["/", "/courses/door-supervisor", "/payment", "/my-booking/abc", "/apiary", "/api-docs"])(
    "gives the page %s a fresh nonce of its own, named in its script-src",
    async (path) => {
      const [first, second] = [await get(path), await get(path)];
      expect(first.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(second.nonce).not.toBe(first.nonce);
      expect(scriptSrc(first.csp)).toContain(`'nonce-${first.nonce}'`);
    },
  );

  it("never gives two pages the same nonce, across the refills of its pool of random bytes", () => {
    const nonces = Array.from({ length: 1000 }, () => newNonce());
    expect(new Set(nonces).size).toBe(1000);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    // Every byte value turns up: the bytes are random, not a zero-filled pool or a counter.
    expect(new Set(nonces.flatMap((nonce) => [...Buffer.from(nonce, "base64")])).size).toBe(256);
  });

  it.each(["/api", "/api/bookings", "/api/courses/1/available-dates"])(
    "gives the JSON answer %s no nonce and a script-src of the site alone",
    async (path) => {
      const { nonce, csp } = await get(path);
      expect(nonce).toBeNull();
      expect(scriptSrc(csp)).toBe("script-src 'self'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
    },
  );

  it("keeps the other security headers on an API answer", async () => {
    const { headers } = await get("/api/bookings");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("strict-transport-security")).toMatch(/^max-age=\d+/);
    expect(headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(headers.get("referrer-policy")).toBe("no-referrer");
  });

  it.each(["/my%2Dbooking/abc", "/MY-BOOKING/abc", "/x/../payment"])(
    "lets Stripe's card form in on %s, the page React Router routes it to",
    async (path) => {
      expect(scriptSrc((await get(path)).csp)).toContain("https://js.stripe.com");
    },
  );

  it("lets Stripe's card form in on the payment page only", async () => {
    expect(scriptSrc((await get("/payment")).csp)).toContain("https://js.stripe.com");
    expect(scriptSrc((await get("/")).csp)).not.toContain("https://js.stripe.com");
    expect(scriptSrc((await get("/api/create-payment-intent")).csp)).not.toContain("https://js.stripe.com");
  });
});

describe("helmet's headers, recorded once and replayed (decision 024)", () => {
  /** The headers `handler` sets on a response to `path` whose nonce is `nonce`, without a server. */
  function headersOf(handler: express.RequestHandler, path: string, nonce: string | undefined) {
    const headers = new Map<string, string>();
    const res = {
      locals: nonce === undefined ? {} : { nonce },
      setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
      removeHeader: (name: string) => headers.delete(name.toLowerCase()),
    };
    handler({ path, originalUrl: path } as express.Request, res as unknown as express.Response, () => {});
    return Object.fromEntries(headers);
  }

  it.each([
    { path: "/", strict: true, set: "reading" },
    { path: "/login", strict: true, set: "standard" },
    { path: "/payment", strict: true, set: "payment" },
    { path: "/my-booking/abc", strict: true, set: "payment" },
    { path: "/api/bookings", strict: true, set: "api" },
    { path: "/", strict: false, set: "reading" },
    { path: "/admin", strict: false, set: "standard" },
    { path: "/api/bookings", strict: false, set: "api" },
  ] as const)("are exactly what helmet sets on $path (strict policy: $strict)", ({ path, strict, set }) => {
    const pageNonceValue = HEADER_SETS[set].withNonce ? "c29tZSBub25jZSBieXRlcw==" : undefined;
    const replayed = headersOf(securityHeaders(strict), path, pageNonceValue);
    expect(replayed).toEqual(headersOf(helmetFor(strict, HEADER_SETS[set]), path, pageNonceValue));
    expect(Object.keys(replayed).length).toBeGreaterThanOrEqual(strict ? 11 : 10);
  });
});

// Decision 028: the reading pages send no Cross-Origin-Opener-Policy; every page that shows or takes something
// private (a card, a password, a booking link, the staff area), the 404 page and any page not listed keep it.
describe("Cross-Origin-Opener-Policy", () => {
  it.each([
    "/",
    "/courses",
    "/courses/door-supervisor",
    "/courses/door-supervisor/",
    "/schedule",
    "/about",
    "/contact",
    "/policies",
    "/blog",
    "/blogs",
    "/blog/how-to-get-your-sia-door-supervisor-licence-2026",
    "/business-accounts",
    "/courses/door%2Dsupervisor",
    "/x/../about",
  ])("is not sent by the reading page %s", async (path) => {
    const { headers } = await get(path);
    expect(headers.get("cross-origin-opener-policy")).toBeNull();
    expect(headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(headers.get("origin-agent-cluster")).toBe("?1");
  });

  it.each([
    "/login",
    "/admin",
    "/admin/bookings/12",
    "/payment",
    "/checkout",
    "/booking-success",
    "/my-booking/abc",
    "/my-booking/learner/abc",
    "/my-booking/return",
    "/waiting-list/abc",
    "/unsubscribe/abc",
    "/find-booking",
    "/business-accounts/sign-in",
    "/business-accounts/sign-in/abc",
    "/business-accounts/account",
    "/courses/door-supervisor/extra",
    "/blogs/an-article",
    "/no-such-page",
    "/%6Dy-booking/abc",
    "/courses/%2e%2e/my-booking/abc",
    "/api/courses",
  ])("is same-origin on %s", async (path) => {
    expect((await get(path)).headers.get("cross-origin-opener-policy")).toBe("same-origin");
  });

  it.each(["/courses-old", "/about/team", "/blog/a/b", "/contacts", "//"])("%s is not a reading page", (path) => {
    expect(isReadingPage(path)).toBe(false);
  });
});

describe("isApiPath", () => {
  it.each([
    { path: "/api", api: true },
    { path: "/api/", api: true },
    { path: "/api/bookings", api: true },
    { path: "/apiary", api: false },
    { path: "/", api: false },
    { path: "/courses/api", api: false },
  ])("$path: $api", ({ path, api }) => {
    expect(isApiPath(path)).toBe(api);
  });
});
