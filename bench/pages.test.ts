import { describe, expect, it } from "vitest";
import routes from "#app/routes";
import { MEASURED, NOT_MEASURED, pagesOf, PUBLIC_PAGES, routeKeys, unlistedRoutes, type RouteEntry } from "./pages";

const config = routes as readonly RouteEntry[];

describe("the pages measured come from app/routes.ts", () => {
  it("every route of app/routes.ts is measured or left out with a reason", () => {
    expect(unlistedRoutes(config)).toEqual([]);
  });

  it("lists no route that app/routes.ts no longer has", () => {
    const keys = routeKeys(config);
    expect(Object.keys(MEASURED).filter((key) => !keys.includes(key))).toEqual([]);
    expect(Object.keys(NOT_MEASURED).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it("gives every left-out route a reason", () => {
    for (const [route, reason] of Object.entries(NOT_MEASURED)) expect(reason, route).toMatch(/\w{3,}.*\w{3,}/);
  });

  it("measures every public page, a sample for each dynamic one, in the order of app/routes.ts", () => {
    expect(PUBLIC_PAGES).toEqual([
      { path: "/", noindex: false },
      { path: "/courses", noindex: false },
      { path: "/courses/door-supervisor", noindex: false },
      { path: "/schedule", noindex: false },
      { path: "/about", noindex: false },
      { path: "/contact", noindex: false },
      { path: "/policies", noindex: false },
      { path: "/blog", noindex: false },
      { path: "/blogs", noindex: false },
      { path: "/blog/how-to-get-your-sia-door-supervisor-licence-2026", noindex: false },
      { path: "/checkout", noindex: true },
      { path: "/payment", noindex: true },
      { path: "/booking-success", noindex: true },
      { path: "/my-booking/return", noindex: true },
      { path: "/my-booking/:token", noindex: true },
      { path: "/my-booking/learner/:token", noindex: true },
      { path: "/find-booking", noindex: true },
      { path: "/waiting-list/:token", noindex: true },
      { path: "/unsubscribe/:token", noindex: true },
      { path: "/login", noindex: true },
      { path: "/business-accounts", noindex: false },
      { path: "/business-accounts/sign-in", noindex: true },
      { path: "/business-accounts/sign-in/:token", noindex: true },
      { path: "/business-accounts/account", noindex: true },
    ]);
  });

  it("leaves out the staff area, the resource routes and the catch-all", () => {
    expect(Object.keys(NOT_MEASURED)).toEqual([
      "features/admin/routes/admin-layout.tsx",
      "/sitemap.xml",
      "/robots.txt",
      "/*",
    ]);
  });
});

describe("routeKeys and unlistedRoutes on a route config", () => {
  const page = (path: string): RouteEntry => ({ path, file: `${path}.tsx` });

  it.each<[string, RouteEntry[], string[]]>([
    ["an index is /", [{ index: true, file: "home.tsx" }], ["/"]],
    ["paths get a leading slash", [page("about"), page("courses/:slug")], ["/about", "/courses/:slug"]],
    ["nested paths join their parent's", [{ ...page("shop"), children: [page("cart")] }], ["/shop", "/shop/cart"]],
    [
      "a left-out layout stands for its children",
      [{ file: "features/admin/routes/admin-layout.tsx", children: [page("admin"), page("admin/audit")] }],
      ["features/admin/routes/admin-layout.tsx"],
    ],
    [
      "a measured pathless layout shows its children",
      [{ file: "other-layout.tsx", children: [page("about")] }],
      ["/about"],
    ],
  ])("%s", (_, given, keys) => {
    expect(routeKeys(given)).toEqual(keys);
  });

  it("a new page nobody listed is reported, so the bench test fails", () => {
    expect(unlistedRoutes([...config, page("gift-vouchers")])).toEqual(["/gift-vouchers"]);
    expect(pagesOf([...config, page("gift-vouchers")]).map((p) => p.path)).not.toContain("/gift-vouchers");
  });

  it("a new page inside the staff layout is left out with the layout", () => {
    const withStaffPage = config.map((entry) =>
      entry.file === "features/admin/routes/admin-layout.tsx"
        ? { ...entry, children: [...(entry.children ?? []), page("admin/vouchers")] }
        : entry,
    );
    expect(unlistedRoutes(withStaffPage)).toEqual([]);
  });
});
