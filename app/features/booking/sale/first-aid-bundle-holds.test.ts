// A first-aid bundle holds two seats (decision 026), so it counts as two against the cap on unpaid holds per client
// address (decision 008), from loopback addresses the app sees as separate visitors.
import { describe, expect, it } from "vitest";
import { setUpTestApp } from "#test/support/app-fixture";
import { customer } from "#test/support/booking-fixtures";
import { bundleRequest, bundleScene } from "#test/support/first-aid-bundle-scene";
import { loopbackAddress, postJsonFrom } from "#test/support/loopback-client";

const site = setUpTestApp({ start: { env: { MAX_HOLDS_PER_ADDRESS: "2" } } });

describe("a first-aid bundle under the cap on unpaid holds (2 per address)", () => {
  it("takes both of an address's holds, and is refused with 429 when only one is left", async () => {
    const scene = await bundleScene(site.app.ctx.db);
    const url = `${site.app.url}/api/bookings`;
    const as = (email: string, overrides: Record<string, unknown> = {}) =>
      bundleRequest(scene, { userDetails: { ...customer, email }, ...overrides });
    const plain = (email: string) => as(email, { firstAidBundle: undefined });

    // A fresh address: the bundle's two holds fill its cap; a third hold is refused.
    const fresh = loopbackAddress(1);
    expect((await postJsonFrom(fresh, url, as("one@example.com"))).status).toBe(201);
    expect((await postJsonFrom(fresh, url, plain("two@example.com"))).status).toBe(429);

    // An address with one hold already: a bundle would make three.
    const busy = loopbackAddress(2);
    expect((await postJsonFrom(busy, url, plain("three@example.com"))).status).toBe(201);
    const refused = await postJsonFrom(busy, url, as("four@example.com"));
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
  });
});
