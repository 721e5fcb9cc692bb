// The production Content-Security-Policy: a page's scripts run by a nonce made
// for that response; a JSON answer under /api gets the same headers without a
// nonce (decision 024), and a policy that allows no inline script at all.
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { helmetFor, isApiPath, pageNonce, securityHeaders } from "./security-headers";

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
    handler({ path } as express.Request, res as unknown as express.Response, () => {});
    return Object.fromEntries(headers);
  }

  it.each([
    { path: "/", strict: true, stripe: false, nonce: true },
    { path: "/payment", strict: true, stripe: true, nonce: true },
    { path: "/my-booking/abc", strict: true, stripe: true, nonce: true },
    { path: "/api/bookings", strict: true, stripe: false, nonce: false },
    { path: "/", strict: false, stripe: false, nonce: true },
    { path: "/api/bookings", strict: false, stripe: false, nonce: false },
  ])("are exactly what helmet sets on $path (strict policy: $strict)", ({ path, strict, stripe, nonce }) => {
    const pageNonceValue = nonce ? "c29tZSBub25jZSBieXRlcw==" : undefined;
    const replayed = headersOf(securityHeaders(strict), path, pageNonceValue);
    expect(replayed).toEqual(headersOf(helmetFor(strict, stripe, nonce), path, pageNonceValue));
    expect(Object.keys(replayed).length).toBeGreaterThanOrEqual(strict ? 12 : 11);
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
