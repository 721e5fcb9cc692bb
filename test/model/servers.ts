// Real server processes (server/index.ts, as `npm run dev` starts it: the API, pages, the job runner with its sweeps
// and the outbox worker) for the model test, on a PostgreSQL database or an embedded one in a data folder. Every
// process started here is killed when this process exits, however it exits.
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream } from "node:fs";
import { freePort } from "../../scripts/serve-built-site";
import { waitForReadyLine } from "../support/server-process";

export const START_TIMEOUT_MS = 240_000;
const OUTPUT_KEPT = 200_000;

export type ModelServer = {
  name: string;
  url: string;
  child: ChildProcess;
  /** The end of stdout and stderr, plus every error-level log line. */
  output(): string;
  stop(): Promise<void>;
};

const running = new Set<ChildProcess>();
let exitHookInstalled = false;

function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once("exit", killAllModelServers);
}

/** SIGKILLs every server started here that is still running. */
export function killAllModelServers(): void {
  for (const child of running) child.kill("SIGKILL");
  running.clear();
}

export type ModelServerOptions = {
  name: string;
  dataDir: string;
  databaseUrl?: string;
  adminPassword: string;
  /** A given port (a process restarted where its clients know it, test/model/chaos.ts); a free one otherwise. */
  port?: number;
  /** Every line the process writes (stdout and stderr) is also appended to this file. */
  logFile?: string;
};

export async function startModelServer(options: ModelServerOptions): Promise<ModelServer> {
  for (let attempt = 1; ; attempt++) {
    const server = await spawnServer(options, options.port ?? (await freePort()));
    const ready = await waitUntilReady(server);
    if (ready) return server;
    // A port taken meanwhile, or React Router's type generation racing another Vite start (.react-router/types).
    if (attempt < 3 && /EADDRINUSE|\.react-router/.test(server.output())) continue;
    throw new Error(`server ${options.name} exited before it was ready:\n${server.output()}`);
  }
}

async function spawnServer(options: ModelServerOptions, port: number): Promise<ModelServer & { port: number }> {
  installExitHook();
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (key.startsWith("VITEST") || key === "DATABASE_URL" || key === "TEST_DATABASE_URL") continue;
    env[key] = value;
  }
  Object.assign(env, {
    // The development server: no build needed; the database, jobs and mail run exactly as in production.
    NODE_ENV: "development",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: options.dataDir,
    LOG_LEVEL: "info",
    PAYMENTS: "test",
    ADMIN_PASSWORD: options.adminPassword,
    SESSION_SECRET: "model-test-session-secret-0123456789abcdef",
    // Many customers share one loopback address here: no per-address limits.
    PUBLIC_WRITE_LIMIT_MULTIPLIER: "0",
    MAX_HOLDS_PER_ADDRESS: "0",
    DATABASE_POOL_SIZE: "6",
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  });
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  const logFile = options.logFile ? createWriteStream(options.logFile, { flags: "a" }) : undefined;
  let tail = "";
  let errors = "";
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    logFile?.write(chunk);
    tail = (tail + text).slice(-OUTPUT_KEPT);
    for (const line of text.split("\n")) if (/"level":(50|60)/.test(line)) errors += `${line}\n`;
  };
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      running.delete(child);
      logFile?.end();
      resolve();
    }),
  );
  return {
    name: options.name,
    port,
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => (errors ? `error lines:\n${errors.slice(-OUTPUT_KEPT)}\n--- last output:\n` : "") + tail,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** True once the server has said it is ready and answers on its port; false if it exits first. */
async function waitUntilReady(server: ModelServer & { port: number }): Promise<boolean> {
  const ready = await waitForReadyLine(server, START_TIMEOUT_MS);
  if (ready !== undefined) return ready;
  await server.stop();
  throw new Error(`server ${server.name} did not start in ${START_TIMEOUT_MS / 1000} s:\n${server.output()}`);
}
