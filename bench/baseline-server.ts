// The throughput baseline: a bare node:http server answering every request with
// the same JSON bytes, with no framework, middleware or database. Started by
// bench/api-load.ts in its own process, with the same node and loader as the
// real server; reads the body from stdin, then prints its port on stdout.
import http from "node:http";
import type { AddressInfo } from "node:net";

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const body = Buffer.concat(chunks);

const server = http.createServer((_req, res) => {
  res.writeHead(200, { "Content-Type": "application/json; charset=utf-8", "Content-Length": body.length });
  res.end(body);
});
server.listen(0, "127.0.0.1", () => {
  process.stdout.write(`${(server.address() as AddressInfo).port}\n`);
});
process.once("SIGTERM", () => server.close(() => process.exit(0)));
