// The run of the money-and-seats model test (issue 19, "A test that keeps it true"): several clients
// (./model-clients.ts) at once against one or more real server processes, each drawing weighted operations
// (./operations.ts) from its own seeded PRNG stream; the staff login each process needs, and the answers as a table.
// The checks of what must stay true are in ./invariants.ts.
import { Client, Rng, World, type RunOptions, type RunStats, type ServerTarget } from "./model-clients";
import { OPERATIONS } from "./operations";

// ---------------------------------------------------------------------------------------------------------------
// The run: `clients` loops, each drawing weighted operations from its own PRNG stream, until `operations` are done.

export async function runOperations(options: RunOptions): Promise<RunStats> {
  const world = new World(options);
  const operations = OPERATIONS.filter((op) => !op.sqlOnly || options.query);
  const totalWeight = operations.reduce((sum, op) => sum + op.weight, 0);
  const started = performance.now();
  let issued = 0;
  let done = 0;
  const clients = Array.from({ length: options.clients }, (_, i) => {
    // Each client's stream is derived from the seed alone, so the choices each makes are fixed by the seed.
    const rng = new Rng((options.seed * 0x9e3779b1 + (i + 1) * 0x85ebca6b) >>> 0);
    return new Client(world, rng, i);
  });
  const waves = options.until ? 1 : Math.max(1, options.waves ?? 1);
  const more = (waveEnd: number) => (options.until ? !options.until() : issued < waveEnd);
  for (let wave = 1; wave <= waves; wave++) {
    const waveEnd = Math.round((options.operations * wave) / waves);
    await Promise.all(
      clients.map(async (client) => {
        while (more(waveEnd)) {
          issued++;
          let roll = client.rng.next() * totalWeight;
          const op = operations.find((candidate) => (roll -= candidate.weight) < 0) ?? operations.at(-1)!;
          await op.run(client);
          done++;
          if (done % 50 === 0) options.onProgress?.(done);
        }
      }),
    );
    if (wave < waves) await new Promise((resolve) => setTimeout(resolve, options.pauseMs ?? 20_000));
  }
  return {
    answers: world.answers,
    serverErrors: world.serverErrors,
    samples: world.samples,
    operationsDone: done,
    bookings: world.bookings.map(({ id, token }) => ({ id, token })),
    elapsedMs: performance.now() - started,
  };
}

/** Logs in as the admin on each server: one session cookie per process. */
export async function logInStaff(servers: ServerTarget[], password: string): Promise<void> {
  for (const server of servers) {
    const response = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { Origin: server.url, "Content-Type": "application/json" },
      body: JSON.stringify({ username: "admin", password }),
    });
    if (response.status !== 200)
      throw new Error(`staff login on ${server.name}: ${response.status} ${await response.text()}`);
    server.staffCookie = response.headers.get("set-cookie")!.split(";")[0]!;
  }
}

/** The answers as a table: one row per operation, one column per status code. */
export function answersTable(answers: RunStats["answers"]): string {
  const statuses = [...new Set([...answers.values()].flatMap((byStatus) => [...byStatus.keys()]))].sort();
  const ops = [...answers.keys()].sort();
  const width = Math.max(9, ...ops.map((op) => op.length));
  const columns = statuses.map((status) => Math.max(6, status.length));
  const header = `${"operation".padEnd(width)} ${statuses.map((status, i) => status.padStart(columns[i]!)).join(" ")}   total`;
  const lines = ops.map((op) => {
    const byStatus = answers.get(op)!;
    const total = [...byStatus.values()].reduce((sum, n) => sum + n, 0);
    return `${op.padEnd(width)} ${statuses.map((status, i) => String(byStatus.get(status) ?? "").padStart(columns[i]!)).join(" ")}   ${String(total).padStart(5)}`;
  });
  return [header, "-".repeat(header.length), ...lines].join("\n");
}
