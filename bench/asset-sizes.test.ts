import http from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gzippedSizes } from "./asset-sizes";

const script = "export function greet(name) { return `Hello, ${name}`; }\n".repeat(200);
let baseURL = "";
let requests = 0;
const server = http.createServer((req, res) => {
  requests++;
  if (req.url !== "/entry.js") {
    res.writeHead(404).end();
    return;
  }
  // Sent compressed, as the real server does: the size must be of the file, not of this encoding.
  res.writeHead(200, { "Content-Type": "text/javascript", "Content-Encoding": "gzip" });
  res.end(gzipSync(script, { level: 1 }));
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("gzippedSizes", () => {
  it("measures each file at its gzip level-6 size, fetching it once", async () => {
    const cache = new Map<string, number>();
    await gzippedSizes([`${baseURL}/entry.js`], cache);
    const before = requests;
    const sizes = await gzippedSizes([`${baseURL}/entry.js`], cache);
    expect(sizes.get(`${baseURL}/entry.js`)).toBe(gzipSync(script, { level: 6 }).length);
    expect(requests).toBe(before);
  });

  it("leaves out a file that is missing or unreachable", async () => {
    const sizes = await gzippedSizes([`${baseURL}/gone.js`, "http://127.0.0.1:9/closed-port.js"], new Map());
    expect(sizes.size).toBe(0);
  });
});
