import fs from "node:fs";
import http from "node:http";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressAssets } from "../scripts/precompress-assets";
import { hashedAssets } from "./static-assets";

const SCRIPT = `export const greeting = ${JSON.stringify("Hello from a hashed asset. ".repeat(200))};\n`;
let clientDir: string;
let server: http.Server;
let base: string;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "academy-assets-"));
  const assets = path.join(clientDir, "assets");
  fs.mkdirSync(assets);
  fs.writeFileSync(path.join(assets, "page-AbC123.js"), SCRIPT);
  fs.writeFileSync(path.join(assets, "photo-AbC123.webp"), Buffer.from([1, 2, 3]));
  await precompressAssets(assets);
  const app = express();
  app.use("/assets", hashedAssets(clientDir));
  app.use((_req, res) => res.status(404).send("fell through"));
  server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  server.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

/** GET without fetch's automatic decompression, to see the bytes on the wire. */
function rawGet(url: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding };
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

describe("precompressAssets", () => {
  it("writes a .gz and a .br beside each script that decompress to the file, and leaves images alone", () => {
    const file = path.join(clientDir, "assets", "page-AbC123.js");
    expect(gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(SCRIPT);
    expect(brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(SCRIPT);
    expect(fs.readFileSync(`${file}.gz`).length).toBeLessThan(SCRIPT.length / 10);
    expect(fs.existsSync(path.join(clientDir, "assets", "photo-AbC123.webp.gz"))).toBe(false);
  });
});

describe("hashedAssets", () => {
  it.each([
    { accept: "gzip, deflate, br", encoding: "br", decode: brotliDecompressSync },
    { accept: "gzip", encoding: "gzip", decode: gunzipSync },
    { accept: undefined, encoding: undefined, decode: (body: Buffer) => body },
  ])("answers Accept-Encoding $accept with the $encoding file", async ({ accept, encoding, decode }) => {
    const response = await rawGet(`${base}/assets/page-AbC123.js`, accept);
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe(encoding);
    expect(response.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
    expect(decode(response.body).toString()).toBe(SCRIPT);
  });

  it("caches for a year as immutable and sends only the headers a script needs", async () => {
    const { headers } = await rawGet(`${base}/assets/page-AbC123.js`, "br");
    expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(headers["content-security-policy"]).toBeUndefined();
  });

  it("passes unknown files on to the next handler", async () => {
    const response = await rawGet(`${base}/assets/missing-XyZ.js`, "br");
    expect(response.status).toBe(404);
    expect(response.body.toString()).toBe("fell through");
  });
});
