// A visitor on an address of its own: each request opens its own connection
// (no keep-alive sharing) from a loopback alias (Linux routes all of
// 127.0.0.0/8 to `lo`), so with TRUST_PROXY unset the server's req.ip is that
// alias, as it would be a separate customer's address in production.
import http from "node:http";

/** The i-th visitor's address, from 127.0.0.2 on (127.0.0.1 is the test runner's own). */
export function loopbackAddress(i: number): string {
  const n = i + 2;
  return `127.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export type LoopbackResponse = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** Sends one request from `from` on a fresh connection and reads the whole answer. */
export function requestFrom(
  from: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<LoopbackResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: init.method ?? "GET",
        headers: { Connection: "close", ...init.headers },
        localAddress: from,
        // No pooled sockets: every visitor has a connection of its own.
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(init.body);
  });
}

/** POSTs a JSON body from `from` on a fresh connection. */
export function postJsonFrom(
  from: string,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<LoopbackResponse> {
  return requestFrom(from, url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}
