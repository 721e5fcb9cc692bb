import http from "node:http";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import express from "express";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { earlyFormSubmits, pageTakesPost } from "./early-form-submits";

// The shape of app/routes.ts: the root, a layout without a path, pages with and without an action, an index route,
// a dynamic segment and the catch-all 404 page.
const route = (id: string, parentId: string | undefined, path: string | undefined, extra: object = {}) => ({
  [id]: { id, parentId, path, module: {}, ...extra },
});
const action = () => null;
const manifest = {
  ...route("root", undefined, ""),
  ...route("routes/home", "root", undefined, { index: true }),
  ...route("routes/login", "root", "login"),
  ...route("routes/my-booking", "root", "my-booking/:token"),
  ...route("layouts/account", "root", undefined),
  ...route("routes/account", "layouts/account", "business-accounts/account", { module: { action } }),
  ...route("routes/unsubscribe", "root", "unsubscribe/:token", { module: { action } }),
  ...route("routes/not-found", "root", "*"),
} as unknown as ServerBuild["routes"];

describe("pageTakesPost", () => {
  it.each([
    ["/login", false],
    ["/", false],
    ["/my-booking/abc", false],
    ["/business-accounts/account", true],
    ["/unsubscribe/abc", true],
    ["/no-such-page", false],
  ])("%s: %s", (path, takes) => {
    expect(pageTakesPost(manifest, path)).toBe(takes);
  });
});

describe("earlyFormSubmits", () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    const app = express();
    app.post("/{*splat}", earlyFormSubmits({ routes: manifest } as ServerBuild));
    app.all("/{*splat}", (req, res) => {
      res.send(`pages: ${req.method} ${req.originalUrl}`);
    });
    server = app.listen(0, "127.0.0.1");
    await once(server, "listening");
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const post = (path: string) =>
    fetch(`${base}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "username=admin&password=typed-before-scripts",
    });

  it.each(["/login", "/my-booking/abc?from=email", "/"])(
    "sends a form POSTed to %s, a page without an action, back to the page by GET",
    async (path) => {
      const response = await post(path);
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe(path);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.text()).not.toContain("typed-before-scripts");
    },
  );

  // fetch() would tidy the path; a raw request sends it as an attacker's link would. A browser reads a Location of
  // "//host" or "/\host" as another site.
  it.each([
    ["//evil.example/login", "/evil.example/login"],
    ["/\\evil.example/login", "/evil.example/login"],
    ["/\\/\\evil.example/login", "/evil.example/login"],
  ])("keeps the way back on this site when the address is %s", async (path, location) => {
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const request = http.request({ host: "127.0.0.1", port: new URL(base).port, path, method: "POST" }, resolve);
      request.on("error", reject);
      request.end("username=admin");
    });
    response.resume();
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(location);
  });

  it.each(["/business-accounts/account", "/unsubscribe/abc", "/login.data", "/_root.data"])(
    "lets a POST to %s (a page's own action, or React Router's request) reach the pages",
    async (path) => {
      const response = await post(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(`pages: POST ${path}`);
    },
  );

  it("leaves other methods alone", async () => {
    const response = await fetch(`${base}/login`);
    expect(await response.text()).toBe("pages: GET /login");
  });
});
