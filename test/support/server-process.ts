// The real server (server/index.ts) and scripts in processes of their own, on
// a data folder, for tests of what only a whole process shows: start-up
// refusals, signals, socket timeouts.
import { spawn, type ChildProcess } from "node:child_process";
import { freePort } from "../../scripts/serve-built-site";

// Each server start runs PGlite and the Vite dev server: slow on a busy machine.
export const START_TIMEOUT_MS = 240_000;

export type ProcessRun = {
  child: ChildProcess;
  /** stdout and stderr so far. */
  output: () => string;
  /** The exit code (null after a signal). */
  exited: Promise<number | null>;
  url: string;
  port: number;
};

const running = new Set<ChildProcess>();

/** Kills (SIGKILL) every process started here that is still running: for afterEach. */
export function killAll(): void {
  for (const child of running) child.kill("SIGKILL");
  running.clear();
}

/** Runs `node --import tsx <args>` from the project root with the settings of a server on `dataDir`. */
export async function runScript(
  args: string[],
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ProcessRun> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    // The development server: no build needed, and the database is opened exactly as in production.
    NODE_ENV: "development",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "info",
    ADMIN_PASSWORD: "Process-Test-Admin-2026",
    ...env,
  };
  delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", ...args], { env: childEnv });
  running.add(child);
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return { child, output: () => output, exited, url: `http://127.0.0.1:${port}`, port };
}

/**
 * Starts server/index.ts on `dataDir` and resolves once it says it is ready and GET /api/health answers 200.
 * Readiness is read from this process's own output: a port found free a moment ago may have gone to a
 * server another test file started, whose health check would answer for ours (and which that test may
 * kill mid-request). A start that loses its port that way is tried again on another.
 */
export async function startServer(dataDir: string): Promise<ProcessRun> {
  for (let attempt = 1; ; attempt++) {
    const server = await runScript(["server/index.ts"], dataDir);
    const ready = await waitUntilReady(server);
    if (ready) return server;
    if (attempt < 3 && server.output().includes("EADDRINUSE")) continue;
    throw new Error(`the server exited early:\n${server.output()}`);
  }
}

/** True once `server` has said it is ready and answers on its port; false if it exits first. */
async function waitUntilReady(server: ProcessRun): Promise<boolean> {
  const ready = await waitForReadyLine(server, START_TIMEOUT_MS);
  if (ready === undefined) throw new Error(`the server did not start:\n${server.output()}`);
  return ready;
}

/**
 * Polls until `server` has written its ready line and GET /api/health answers 200 (true), it exits (false), or
 * `timeoutMs` passes (undefined). Shared with the model test's servers (test/model/servers.ts).
 */
export async function waitForReadyLine(
  server: Pick<ProcessRun, "child" | "output" | "url" | "port">,
  timeoutMs: number,
): Promise<boolean | undefined> {
  const deadline = Date.now() + timeoutMs;
  const readyLine = `site ready at http://localhost:${server.port}`;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return false;
    if (server.output().includes(readyLine)) {
      const health = await fetch(`${server.url}/api/health`).catch(() => undefined);
      if (health?.status === 200) return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return undefined;
}
