// Issue 11 / security review F14: when Stripe cannot be reached, create-payment-intent answers a clear 503, not a
// 500, and the Stripe client gives up after 10 seconds.
import http from "node:http";
import net from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookings } from "#db/schema";
import { paymentsOf } from "./ledger.server";
import { bookingScene, createPendingBooking, type BookingScene } from "#test/support/booking-fixtures";
import { postJson, startTestApp, stripeTestEnv, type TestApp } from "#test/support/test-app";
import { useTestDatabase } from "#test/support/test-database";
import { createStripeProvider } from "./stripe-provider.server";

const MESSAGE = "Card payments are unavailable right now. Please try again in a few minutes.";

let app: TestApp;
let scene: BookingScene;
beforeAll(async () => {
  app = await startTestApp({ env: stripeTestEnv("whsec_x") });
});
afterAll(() => app.close());
beforeEach(async () => {
  await useTestDatabase();
  scene = await bookingScene(app.ctx.db);
});

// Stripe's HTTP API is outside our control, so a local server stands in for api.stripe.com.
let standIn: net.Server | undefined;
const sockets = new Set<net.Socket>();
afterEach(async () => {
  for (const socket of sockets) socket.destroy();
  sockets.clear();
  await new Promise<void>((resolve) => (standIn ? standIn.close(() => resolve()) : resolve()));
  standIn = undefined;
});

async function listen(server: net.Server): Promise<number> {
  standIn = server;
  server.on("connection", (socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as net.AddressInfo).port;
}

/** A port with nothing listening on it: connections are refused. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const answering = (status: number, body: unknown) =>
  listen(
    http.createServer((_req, res) => {
      res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
    }),
  );

function useStripeAt(port: number) {
  app.ctx.payments = createStripeProvider("sk_test_dummy", "pk_test_dummy", {
    host: "127.0.0.1",
    port,
    protocol: "http",
  });
}

const pendingBooking = async () => (await createPendingBooking(app, scene)).id;

async function expectUnavailable(bookingId: string) {
  const response = await postJson(app, "/api/create-payment-intent", { bookingId });
  expect(response.status).toBe(503);
  expect(await response.json()).toEqual({ message: MESSAGE });
  expect(response.headers.get("retry-after")).toBe("60");
  // Nothing half-written: the booking still waits for its payment; its one open attempt has no intent yet and is
  // the one a retry uses.
  const [row] = await app.ctx.db.select().from(bookings).where(eq(bookings.id, bookingId));
  expect(row).toMatchObject({ status: "pending", confirmedAt: null });
  expect(await paymentsOf(app.ctx.db, bookingId)).toMatchObject([{ state: "pending", providerRef: null }]);
}

describe("POST /api/create-payment-intent when Stripe cannot be reached", () => {
  it("creates the intent through the stand-in when it answers (the stand-in is where the client goes)", async () => {
    useStripeAt(
      await answering(200, {
        id: "pi_stand_in",
        object: "payment_intent",
        client_secret: "pi_stand_in_secret_x",
        status: "requires_payment_method",
        amount: 24_900,
        currency: "gbp",
      }),
    );
    const response = await postJson(app, "/api/create-payment-intent", { bookingId: await pendingBooking() });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ provider: "stripe", clientSecret: "pi_stand_in_secret_x" });
  });

  it("answers 503 with a clear message when the connection is refused", async () => {
    useStripeAt(await closedPort());
    await expectUnavailable(await pendingBooking());
  });

  it("answers 503 when Stripe answers with its own server error", async () => {
    useStripeAt(await answering(500, { error: { type: "api_error", message: "An unknown error occurred" } }));
    await expectUnavailable(await pendingBooking());
  });

  it("gives up on a Stripe that accepts the connection but never answers after 10 seconds, then answers 503", async () => {
    useStripeAt(await listen(net.createServer()));
    const bookingId = await pendingBooking();
    const started = performance.now();
    await expectUnavailable(bookingId);
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(9_900);
    // One attempt, not three: a timeout is not retried.
    expect(waited).toBeLessThan(15_000);
  }, 30_000);
});
