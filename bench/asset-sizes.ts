// The gzipped size of each script and stylesheet a page loaded: the bytes the
// server sends to a browser that accepts gzip only (the precompressed .gz file
// for a hashed asset), or the file gzipped at level 6, as the server's
// `compression` middleware would, when the server sent it uncompressed.
import http from "node:http";
import { gzipSync } from "node:zlib";

/** Fills `cache` with the gzipped size of each URL not yet in it (assets are content-hashed, so sizes never change). */
export async function gzippedSizes(urls: readonly string[], cache: Map<string, number>): Promise<Map<string, number>> {
  for (const url of urls) {
    if (cache.has(url)) continue;
    try {
      const { status, encoding, body } = await getGzip(url);
      if (status !== 200) continue;
      if (encoding === "gzip") cache.set(url, body.length);
      else if (!encoding) cache.set(url, gzipSync(body, { level: 6 }).length);
    } catch {
      // Unreachable now (e.g. a third party offline): summariseResult falls back to Lighthouse's transferSize.
    }
  }
  return cache;
}

function getGzip(url: string): Promise<{ status: number; encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { "Accept-Encoding": "gzip" }, timeout: 10_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          encoding: response.headers["content-encoding"],
          body: Buffer.concat(chunks),
        }),
      );
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error(`timed out: ${url}`)));
    request.on("error", reject);
  });
}
