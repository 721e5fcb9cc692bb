// The node:http server every process serves from (server/index.ts), with the
// timeouts that free a connection whose request never finishes arriving.
import http from "node:http";

export type HttpTimeouts = {
  /** All of a request's headers must arrive within this. */
  headersMs: number;
  /** Its body too: after this the request gets 408 and the connection is closed (security review F10). */
  requestMs: number;
  /** An idle keep-alive connection stays open this long: above the 60 s of common load balancers. */
  keepAliveMs: number;
  /** How often Node looks for requests past those limits. */
  checkEveryMs: number;
};

// API bodies are 100 KB at most: 30 s is ample on the slowest phone, and no slow sender holds a socket for
// Node's default 5 minutes.
export const HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 15_000,
  requestMs: 30_000,
  keepAliveMs: 65_000,
  checkEveryMs: 1_000,
};

export function createHttpServer(listener: http.RequestListener, timeouts: HttpTimeouts = HTTP_TIMEOUTS): http.Server {
  const server = http.createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      // Node checks every 30 s by default, which would let a slow request run up to twice the limit.
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    listener,
  );
  return server;
}
