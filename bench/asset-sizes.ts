// The gzipped size of each script and stylesheet a page loaded, fetched again
// after Lighthouse and compressed as the server's `compression` middleware does.
import { gzipSync } from "node:zlib";

/** Fills `cache` with the gzipped size of each URL not yet in it (assets are content-hashed, so sizes never change). */
export async function gzippedSizes(urls: readonly string[], cache: Map<string, number>): Promise<Map<string, number>> {
  for (const url of urls) {
    if (cache.has(url)) continue;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      if (!response.ok) continue;
      // fetch() undoes the transfer encoding, so this is the file itself.
      cache.set(url, gzipSync(Buffer.from(await response.arrayBuffer()), { level: 6 }).length);
    } catch {
      // Unreachable now (e.g. a third party offline): summariseResult falls back to Lighthouse's transferSize.
    }
  }
  return cache;
}
