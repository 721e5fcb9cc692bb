import type http from "node:http";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import express, { Router } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listRoutes } from "#test/support/list-routes";
import { firstSegmentsOf, onItsPathsOnly } from "./router-paths";

const routerOf = (build: (router: Router) => void) => {
  const router = Router();
  build(router);
  return router;
};

describe("firstSegmentsOf", () => {
  it.each([
    [
      "literal routes",
      (r: Router) => r.get("/bookings/:id", noop).post("/Booking-Leads", noop),
      ["bookings", "booking-leads"],
    ],
    ["no routes at all", () => undefined, []],
    ["a middleware layer", (r: Router) => r.use(noop).get("/bookings", noop), null],
    ["a parameter first", (r: Router) => r.get("/:slug", noop), null],
    ["an optional part in the first segment", (r: Router) => r.get("/bookings{.json}", noop), null],
    ["a wildcard", (r: Router) => r.get("/*splat", noop), null],
    ["a regular expression", (r: Router) => r.get(/^\/bookings/, noop), null],
  ])("%s", (_name, build, expected) => {
    const segments = firstSegmentsOf(routerOf(build));
    expect(segments === null ? null : [...segments]).toEqual(expected);
  });
});

describe("onItsPathsOnly", () => {
  let server: http.Server;
  let base: string;
  let entered = 0;
  beforeAll(async () => {
    const bookings = routerOf((r) => r.post("/bookings", (_req, res) => void res.json({ by: "bookings" })));
    const app = express();
    app.use(onItsPathsOnly(bookings));
    app.use((req, res) => void res.status(404).json({ by: "next layer", url: req.url }));
    // Counts the requests that entered the router (a Router hands every request to its own `handle`).
    const handle = (bookings as unknown as { handle: express.RequestHandler }).handle.bind(bookings);
    (bookings as unknown as { handle: express.RequestHandler }).handle = (req, res, next) => {
      entered++;
      return handle(req, res, next);
    };
    server = app.listen(0, "127.0.0.1");
    await once(server, "listening");
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it.each([
    ["its own path", "/bookings", 200, { by: "bookings" }, 1],
    ["its path in other letter cases, as Express matches paths", "/BOOKINGS", 200, { by: "bookings" }, 1],
    ["its path with a trailing slash and a query", "/bookings/?x=1", 200, { by: "bookings" }, 1],
    ["a longer path under its segment", "/bookings/x", 404, { by: "next layer", url: "/bookings/x" }, 1],
    [
      "a percent-escaped path: entered, answered as before",
      "/%62ookings",
      404,
      { by: "next layer", url: "/%62ookings" },
      1,
    ],
    ["another path: not entered", "/courses", 404, { by: "next layer", url: "/courses" }, 0],
    [
      "a path that only begins like its own: not entered",
      "/bookingsx",
      404,
      { by: "next layer", url: "/bookingsx" },
      0,
    ],
  ])("%s", async (_name, path, status, body, entries) => {
    entered = 0;
    const response = await fetch(`${base}${path}`, { method: "POST" });
    expect({ status: response.status, body: await response.json(), entered }).toEqual({
      status,
      body,
      entered: entries,
    });
  });

  it("leaves the router's routes visible to a walk of the app's routers", () => {
    const app = express();
    app.use(onItsPathsOnly(routerOf((r) => r.post("/bookings", noop).get("/bookings/:id", noop))));
    expect(listRoutes((app as unknown as { router: Router }).router)).toEqual([
      { method: "POST", path: "/bookings" },
      { method: "GET", path: "/bookings/:id" },
    ]);
  });
});

function noop(): void {}
