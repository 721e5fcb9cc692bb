// The faults of the chaos run (./chaos.ts), one at a time: kill -9 of a server process and its restart, the app's
// database connections terminated, PostgreSQL stopped for `outageSeconds` and started again; each timed until the
// system is back.
import { sleep } from "#test/support/wait";
import { terminateAppConnections } from "./chaos-database";
import { seconds } from "./seconds";
import type { Rng, ServerTarget } from "./model-clients";
import type { PostgresCluster } from "./postgres-cluster";
import { startModelServer, type ModelServer, type ModelServerOptions } from "./servers";

export const FAULT_KINDS = ["kill", "terminate", "pg-stop"] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export type Fault = {
  kind: FaultKind;
  /** Wall clock, for the logs. */
  at: Date;
  detail: string;
  /** Kill → ready again, or PostgreSQL started → both servers ready; terminations: undefined. */
  recoveryMs?: number;
  /** pg-stop: the stop → both servers ready again. */
  outageMs?: number;
  failed?: string;
};

/** A database outage as a performance.now() span (`to` undefined while it lasts), for the 503 verdicts. */
export type Outage = { from: number; to?: number };

/** What a fault acts on: the servers (a killed one is replaced in `servers`), the cluster, the run's PRNG. */
export type FaultScene = {
  servers: ModelServer[];
  targets: ServerTarget[];
  serverOptions: (i: number) => ModelServerOptions;
  cluster: PostgresCluster;
  rng: Rng;
  /** Every outage so far; a terminate or pg-stop adds its own. */
  outages: Outage[];
  outageSeconds: number;
};

/** Waits until the server answers its readiness check (its pool reconnected after an outage). */
export async function waitReady(target: ServerTarget, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${target.url}/api/health/ready`, { signal: AbortSignal.timeout(5_000) }).catch(
      () => undefined,
    );
    if (response?.status === 200) return;
    if (Date.now() > until) throw new Error(`${target.name} not ready ${timeoutMs / 1000} s after the outage`);
    await sleep(100);
  }
}

export async function injectFault(scene: FaultScene, kind: FaultKind): Promise<Fault> {
  const { servers, targets, serverOptions, cluster, rng, outages, outageSeconds } = scene;
  const at = new Date();
  if (kind === "kill") {
    const i = rng.int(servers.length);
    const server = servers[i]!;
    const target = targets[i]!;
    const pid = server.child.pid;
    const killedAt = performance.now();
    target.down = true;
    if (server.child.exitCode === null && server.child.signalCode === null) {
      const exited = new Promise((resolve) => server.child.once("exit", resolve));
      server.child.kill("SIGKILL");
      await exited;
    }
    const port = Number(new URL(target.url).port);
    servers[i] = await startModelServer({ ...serverOptions(i), port });
    target.restarts = (target.restarts ?? 0) + 1;
    target.down = false;
    const recoveryMs = performance.now() - killedAt;
    return { kind, at, detail: `kill -9 ${server.name} (pid ${pid}), restarted and ready`, recoveryMs };
  }
  if (kind === "terminate") {
    const outage: Outage = { from: performance.now() };
    outages.push(outage);
    const terminated = await terminateAppConnections(cluster);
    outage.to = performance.now();
    return { kind, at, detail: `pg_terminate_backend: ${terminated} connections` };
  }
  const outage: Outage = { from: performance.now() };
  outages.push(outage);
  try {
    await cluster.stopImmediately();
    await sleep(outageSeconds * 1000);
    await cluster.start();
    const startedAt = performance.now();
    await Promise.all(targets.map((target) => waitReady(target)));
    return {
      kind,
      at,
      detail: `pg_ctl stop -m immediate, ${outageSeconds} s down, pg_ctl start; both servers ready ${seconds(performance.now() - outage.from)} after the stop`,
      recoveryMs: performance.now() - startedAt,
      outageMs: performance.now() - outage.from,
    };
  } finally {
    outage.to = performance.now();
  }
}
