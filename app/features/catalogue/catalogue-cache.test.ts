import { describe, expect, it } from "vitest";
import { CatalogueCache } from "./catalogue-cache.server";

function counter() {
  let loads = 0;
  return {
    load: async () => ({ loads: ++loads, courses: [{ title: "SIA Door Supervisor" }] }),
    get count() {
      return loads;
    },
  };
}

function listeningCache(options: { ttlMs?: number; now?: () => number } = {}) {
  const cache = new CatalogueCache(options);
  cache.setListening(true);
  return cache;
}

describe("CatalogueCache", () => {
  it("loads once and serves the same JSON while nothing changes", async () => {
    const cache = listeningCache();
    const source = counter();
    const first = await cache.get("courses", source.load);
    const second = await cache.get("courses", source.load);
    expect(source.count).toBe(1);
    expect(second).toBe(first);
    expect(JSON.parse(first.json)).toEqual({ loads: 1, courses: [{ title: "SIA Door Supervisor" }] });
    expect(first.etag).toMatch(/^W\/"[0-9a-f]+-[\w-]+"$/);
  });

  it("shares one load between callers that arrive together", async () => {
    const cache = listeningCache();
    const source = counter();
    await Promise.all(Array.from({ length: 20 }, () => cache.get("courses", source.load)));
    expect(source.count).toBe(1);
  });

  it("loads again after a change notification", async () => {
    const cache = listeningCache();
    const source = counter();
    await cache.get("courses", source.load);
    cache.invalidate();
    expect((await cache.get("courses", source.load)).value).toMatchObject({ loads: 2 });
  });

  it("does not keep a load that a change overtook", async () => {
    const cache = listeningCache();
    let release = () => {};
    const slow = new Promise<void>((resolve) => (release = resolve));
    const pending = cache.get("courses", async () => {
      await slow;
      return "before the change";
    });
    cache.invalidate();
    release();
    expect((await pending).value).toBe("before the change");
    expect((await cache.get("courses", async () => "after the change")).value).toBe("after the change");
  });

  it("loads again once the time to live has passed (a lapsed hold frees a seat without a write)", async () => {
    let now = 1_000;
    const cache = listeningCache({ ttlMs: 5_000, now: () => now });
    const source = counter();
    await cache.get("dates", source.load);
    now += 4_999;
    await cache.get("dates", source.load);
    expect(source.count).toBe(1);
    now += 1;
    await cache.get("dates", source.load);
    expect(source.count).toBe(2);
  });

  it("reads the database every time while change notifications are not heard", async () => {
    const cache = new CatalogueCache();
    const source = counter();
    await cache.get("courses", source.load);
    await cache.get("courses", source.load);
    expect(source.count).toBe(2);

    cache.setListening(true);
    await cache.get("courses", source.load);
    await cache.get("courses", source.load);
    expect(source.count).toBe(3);

    cache.setListening(false);
    await cache.get("courses", source.load);
    expect(source.count).toBe(4);
  });

  it("does not keep a failed load", async () => {
    const cache = listeningCache();
    await expect(cache.get("course-slug:x", () => Promise.reject(new Error("not found")))).rejects.toThrow();
    expect((await cache.get("course-slug:x", async () => "found")).value).toBe("found");
  });

  it("freezes what it shares between requests", async () => {
    const cache = listeningCache();
    const { value } = await cache.get("courses", async () => ({ list: [{ seatsLeft: 3 }] }));
    expect(() => {
      (value.list[0] as { seatsLeft: number }).seatsLeft = 0;
    }).toThrow(TypeError);
  });
});
