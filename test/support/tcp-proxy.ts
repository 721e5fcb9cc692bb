// A TCP proxy a test controls, to take a database away from a running server
// and give it back: cut() drops every connection and refuses new ones, as a
// database that has gone down does; restore() listens again on the same port.
// stall() is the quieter failure: connections stay open and new ones are
// accepted, but nothing is forwarded either way, as when a database host or
// the network to it stops answering; resume() forwards again.
import net from "node:net";

export type TcpProxy = {
  /** The port the proxy listens on (the same after restore()). */
  port: number;
  /** Drops every open connection and refuses new ones. */
  cut(): Promise<void>;
  restore(): Promise<void>;
  /** Keeps every connection and accepts new ones, but forwards nothing in either direction. */
  stall(): void;
  /** Forwards again, including what was held back, and connects the connections accepted while stalled. */
  resume(): void;
  close(): Promise<void>;
};

type Pair = { client: net.Socket; upstream?: net.Socket };

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<Pair>();
  let stalled = false;

  const track = (socket: net.Socket, pair: Pair) => {
    socket.on("close", () => {
      pairs.delete(pair);
      pair.client.destroy();
      pair.upstream?.destroy();
    });
    // A cut connection errors on both sides; that is the point, not a failure of the test.
    socket.on("error", () => {});
  };

  // Forwarding by hand rather than with pipe(): a paused socket stays paused until resume().
  const forward = (from: net.Socket, to: net.Socket) => {
    from.on("data", (chunk: Buffer) => {
      if (!to.write(chunk)) {
        from.pause();
        to.once("drain", () => {
          if (!stalled) from.resume();
        });
      }
    });
  };

  const connectUpstream = (pair: Pair) => {
    const upstream = net.connect(target.port, target.host);
    pair.upstream = upstream;
    track(upstream, pair);
    forward(pair.client, upstream);
    forward(upstream, pair.client);
    pair.client.resume();
  };

  const server = net.createServer((client) => {
    const pair: Pair = { client };
    pairs.add(pair);
    track(client, pair);
    client.pause();
    if (!stalled) connectUpstream(pair);
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });
  const dropAll = () => {
    for (const pair of pairs) {
      pair.client.destroy();
      pair.upstream?.destroy();
    }
    pairs.clear();
  };

  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    async cut() {
      const closed = stopListening();
      dropAll();
      await closed;
    },
    restore: () => listen(port),
    stall() {
      stalled = true;
      for (const pair of pairs) {
        pair.client.pause();
        pair.upstream?.pause();
      }
    },
    resume() {
      stalled = false;
      for (const pair of pairs) {
        if (!pair.upstream) connectUpstream(pair);
        pair.client.resume();
        pair.upstream!.resume();
      }
    },
    async close() {
      stalled = false;
      const closed = stopListening();
      dropAll();
      await closed;
    },
  };
}

/** A proxy in front of `serverUrl` (the test database on PostgreSQL), and the same URL through it. */
export async function proxyPostgres(serverUrl: string): Promise<{ proxy: TcpProxy; url: string }> {
  const target = new URL(serverUrl);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const proxied = new URL(target);
  proxied.hostname = "127.0.0.1";
  proxied.port = String(proxy.port);
  return { proxy, url: proxied.toString() };
}
