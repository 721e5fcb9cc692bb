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
  if (req.url === "/precompressed.js" && req.headers["accept-encoding"] === "gzip") {
    res.writeHead(200, { "Content-Type": "text/javascript", "Content-Encoding": "gzip" });
    res.end(gzipSync(script, { level: 1 }));
  } else if (req.url === "/plain.js") {
    res.writeHead(200, { "Content-Type": "text/javascript" });
    res.end(script);
  } else {
    res.writeHead(404).end();
  }
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("gzippedSizes", () => {
  it("counts the gzip bytes the server sends, fetching each file once", async () => {
    const cache = new Map<string, number>();
    await gzippedSizes([`${baseURL}/precompressed.js`], cache);
    const before = requests;
    const sizes = await gzippedSizes([`${baseURL}/precompressed.js`], cache);
    expect(sizes.get(`${baseURL}/precompressed.js`)).toBe(gzipSync(script, { level: 1 }).length);
    expect(requests).toBe(before);
  });

  it("gzips a file sent uncompressed at level 6, as the compression middleware would", async () => {
    const sizes = await gzippedSizes([`${baseURL}/plain.js`], new Map());
    expect(sizes.get(`${baseURL}/plain.js`)).toBe(gzipSync(script, { level: 6 }).length);
  });

  it("leaves out a file that is missing or unreachable", async () => {
    const sizes = await gzippedSizes([`${baseURL}/gone.js`, "http://127.0.0.1:9/closed-port.js"], new Map());
    expect(sizes.size).toBe(0);
  });
});
