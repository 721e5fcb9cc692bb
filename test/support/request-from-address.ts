// An HTTP request sent from a chosen loopback address (127.0.0.0/8 is all
// loopback on Linux), so the server sees a different client socket address
// without TRUST_PROXY: what a test of per-address limits needs.
import http from "node:http";

export type AddressedResponse = { status: number; headers: http.IncomingHttpHeaders; text: string; elapsedMs: number };

export function requestFromAddress(
  url: string,
  localAddress: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<AddressedResponse> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: init.method ?? "GET", headers: init.headers, localAddress, agent: false },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            text,
            elapsedMs: performance.now() - started,
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(init.body);
  });
}
