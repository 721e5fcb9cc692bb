// A stand-in for api.stripe.com at the HTTP level (issue 12): the card network is
// outside our control, so tests point the real Stripe SDK at this local server
// (createStripeProvider's `api` address) and it answers the calls the site makes
// as Stripe's API does: form-encoded requests, JSON objects back, and a repeated
// Idempotency-Key answered with the first response. Only what the site uses:
// payment intents (create, retrieve, cancel) and refunds (create).
import http from "node:http";
import type net from "node:net";

export type MockIntent = {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  receipt_email: string | null;
  metadata: Record<string, string>;
};

export type MockRequest = { method: string; path: string; idempotencyKey?: string; form: URLSearchParams };

export type StripeHttpMock = {
  address: { host: string; port: number; protocol: "http" };
  intents: Map<string, MockIntent>;
  /** Every request, in order. */
  requests: MockRequest[];
  close(): Promise<void>;
};

function metadataOf(form: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
    if (name) metadata[name] = value;
  }
  return metadata;
}

export async function startStripeHttpMock(): Promise<StripeHttpMock> {
  const intents = new Map<string, MockIntent>();
  const refunds = new Map<string, unknown>();
  const requests: MockRequest[] = [];
  const replies = new Map<string, { status: number; body: unknown }>();
  let next = 1;

  const answer = (method: string, path: string, form: URLSearchParams): { status: number; body: unknown } => {
    if (method === "POST" && path === "/v1/payment_intents") {
      const id = `pi_mock_${next++}`;
      const intent: MockIntent = {
        id,
        object: "payment_intent",
        amount: Number(form.get("amount")),
        currency: form.get("currency") ?? "",
        status: "requires_payment_method",
        client_secret: `${id}_secret_mock`,
        description: form.get("description"),
        receipt_email: form.get("receipt_email"),
        metadata: metadataOf(form),
      };
      intents.set(id, intent);
      return { status: 200, body: intent };
    }
    const intentPath = /^\/v1\/payment_intents\/([\w-]+)(\/cancel)?$/.exec(path);
    if (intentPath) {
      const intent = intents.get(intentPath[1]!);
      if (!intent) {
        return {
          status: 404,
          body: {
            error: { type: "invalid_request_error", code: "resource_missing", message: "No such payment_intent" },
          },
        };
      }
      if (method === "POST" && intentPath[2]) intent.status = "canceled";
      return { status: 200, body: intent };
    }
    if (method === "POST" && path === "/v1/refunds") {
      const refund = {
        id: `re_mock_${next++}`,
        object: "refund",
        amount: Number(form.get("amount")),
        payment_intent: form.get("payment_intent"),
        status: "succeeded",
      };
      refunds.set(refund.id, refund);
      return { status: 200, body: refund };
    }
    return {
      status: 404,
      body: { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path})` } },
    };
  };

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      const path = new URL(req.url ?? "/", "http://stripe.test").pathname;
      const form = new URLSearchParams(raw);
      const idempotencyKey = req.headers["idempotency-key"] as string | undefined;
      requests.push({ method: req.method ?? "GET", path, ...(idempotencyKey && { idempotencyKey }), form });
      const replayKey = idempotencyKey && `${req.method} ${path} ${idempotencyKey}`;
      const reply = (replayKey && replies.get(replayKey)) || answer(req.method ?? "GET", path, form);
      if (replayKey && !replies.has(replayKey)) replies.set(replayKey, reply);
      res.writeHead(reply.status, { "Content-Type": "application/json", "Request-Id": `req_mock_${requests.length}` });
      res.end(JSON.stringify(reply.body));
    });
  });
  const sockets = new Set<net.Socket>();
  server.on("connection", (socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    address: { host: "127.0.0.1", port, protocol: "http" },
    intents,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
