// The floor for a POST on this machine (issue 22): a bare node:http server that
// reads each request's JSON body, parses it and answers 400, with no framework,
// middleware or database. Started by bench/contention.ts in its own process,
// with the same node and loader as the real server; prints its port on stdout.
import http from "node:http";
import type { AddressInfo } from "node:net";

const answer = Buffer.from(JSON.stringify({ message: "Please check the details you entered." }));

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    try {
      JSON.parse(Buffer.concat(chunks).toString("utf8"));
    } catch {
      // A body that is not JSON gets the same answer: the floor is the round trip, not the verdict.
    }
    res.writeHead(400, { "Content-Type": "application/json; charset=utf-8", "Content-Length": answer.length });
    res.end(answer);
  });
});
server.listen(0, "127.0.0.1", () => {
  process.stdout.write(`${(server.address() as AddressInfo).port}\n`);
});
process.once("SIGTERM", () => server.close(() => process.exit(0)));
