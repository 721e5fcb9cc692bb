// Builds the site, starts the production server on a free port with a
// throw-away database, and hands its URL to the tests as inject("baseURL").
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const STARTUP_TIMEOUT_MS = 60_000;
// A build of its own, so a test run never swaps the files under `npm start`.
const BUILD_DIR = process.env.BUILD_DIR || path.join("tmp", "e2e-build");

export default async function setup(project: TestProject) {
  if (process.env.E2E_SKIP_BUILD === "1") await checkBuilt();
  else build();

  const port = await freePort();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "academy-e2e-"));
  const baseURL = `http://127.0.0.1:${port}`;
  const server = startServer(port, dataDir);
  const stopOnExit = () => server.kill("SIGKILL");
  process.once("exit", stopOnExit);

  try {
    await waitUntilHealthy(baseURL, server);
  } catch (error) {
    await stop(server);
    await fs.rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  // From here on the server's warnings and errors show in the test output.
  server.stdout?.removeAllListeners("data").pipe(process.stdout);
  server.stderr?.removeAllListeners("data").pipe(process.stderr);
  project.provide("baseURL", baseURL);

  return async () => {
    process.off("exit", stopOnExit);
    await stop(server);
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}

function build() {
  const started = performance.now();
  // Vitest sets NODE_ENV=test, which would bundle React's development build.
  const env = { ...process.env, NODE_ENV: "production", BUILD_DIR };
  const result = spawnSync("npx", ["react-router", "build"], { cwd: ROOT, env, encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`react-router build failed (${result.status ?? result.signal}):\n${result.stdout}${result.stderr}`);
  }
  console.log(`e2e: built the site in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function checkBuilt() {
  await fs.access(path.resolve(ROOT, BUILD_DIR, "server", "index.js")).catch(() => {
    throw new Error(`E2E_SKIP_BUILD=1 but there is no build in ${BUILD_DIR}: run once without it`);
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function startServer(port: number, dataDir: string): ChildProcess & { output: string[] } {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    BUILD_DIR,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    ADMIN_PASSWORD: "e2e-admin-password-0123",
  };
  delete env.DATABASE_URL;
  if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;
  else env.DATA_DIR = dataDir;

  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], { cwd: ROOT, env });
  const output: string[] = [];
  const keep = (chunk: Buffer) => output.push(chunk.toString());
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  return Object.assign(child, { output });
}

async function waitUntilHealthy(baseURL: string, server: ChildProcess & { output: string[] }) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  const serverOutput = () => server.output.join("").trim() || "(no output)";
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(
        `The server exited (${server.exitCode ?? server.signalCode}) before it was ready:\n${serverOutput()}`,
      );
    }
    try {
      const response = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`GET /api/health did not answer 200 within ${STARTUP_TIMEOUT_MS / 1000} s:\n${serverOutput()}`);
}

async function stop(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  const timer = setTimeout(() => server.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}
