// Builds the production site and runs the real server on a free port with a
// throw-away database: shared by the browser tests (e2e/global-setup.ts) and
// `npm run bench`, so both measure exactly what `npm start` serves.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SERVER_ENV, serverNodeArgs } from "./server-command";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
// A first start creates and seeds PGlite: ~5 s on a quiet machine, over a minute on a loaded one.
const STARTUP_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 15_000;

/** Runs `npm run build` (react-router build, then the precompressed assets) into `buildDir` (default: BUILD_DIR, else `build`) and returns how long it took in ms. */
export function buildSite(buildDir = process.env.BUILD_DIR || "build"): number {
  const started = performance.now();
  // Vitest sets NODE_ENV=test, which would bundle React's development build.
  const env = { ...process.env, NODE_ENV: "production", BUILD_DIR: buildDir };
  const result = spawnSync("npm", ["run", "build"], { cwd: ROOT, env, encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`npm run build failed (${result.status ?? result.signal}):\n${result.stdout}${result.stderr}`);
  }
  linkDependencies(buildDir);
  return performance.now() - started;
}

/**
 * The server bundle imports its packages (react-router, react-dom…) by name. From a build folder outside the
 * project (BUILD_DIR=/tmp/…) Node cannot find them and the server dies with "Cannot find module", so give such a
 * folder the project's node_modules and its ES-module type.
 */
export function linkDependencies(buildDir: string): void {
  const absolute = path.resolve(ROOT, buildDir);
  const relative = path.relative(ROOT, absolute);
  if (!relative.startsWith("..") && !path.isAbsolute(relative)) return;
  fs.mkdirSync(absolute, { recursive: true });
  const packageJson = path.join(absolute, "package.json");
  if (!fs.existsSync(packageJson)) fs.writeFileSync(packageJson, '{ "type": "module" }\n');
  const modules = path.join(absolute, "node_modules");
  if (!fs.existsSync(modules)) fs.symlinkSync(path.join(ROOT, "node_modules"), modules, "dir");
}

/** Deletes a build folder without following its node_modules link into the project. */
export function removeBuild(buildDir: string): void {
  fs.rmSync(path.join(buildDir, "node_modules"), { force: true });
  fs.rmSync(buildDir, { recursive: true, force: true });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export type BuiltSiteOptions = {
  /** Folder holding the build (default: BUILD_DIR, else `build`). */
  buildDir?: string;
  /** PostgreSQL URL; without it the server gets a fresh PGlite folder, deleted on stop. */
  databaseUrl?: string;
  adminPassword: string;
  logLevel?: string;
  /** More environment for the server, e.g. a SESSION_SECRET shared by several processes on one database. */
  env?: Record<string, string>;
};

export type RunningSite = {
  baseURL: string;
  process: ChildProcess;
  /** What the server printed while starting. */
  output: () => string;
  /** SIGTERM (SIGKILL after 15 s), then deletes the throw-away data folder. */
  stop: () => Promise<void>;
};

/** Starts `server/index.ts` in production mode and resolves once GET /api/health answers 200. */
export async function startBuiltSite(options: BuiltSiteOptions): Promise<RunningSite> {
  const buildDir = options.buildDir ?? (process.env.BUILD_DIR || "build");
  linkDependencies(buildDir);
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = options.databaseUrl ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), "academy-site-"));

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...SERVER_ENV,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: options.logLevel ?? "warn",
    ADMIN_PASSWORD: options.adminPassword,
    BUILD_DIR: buildDir,
  };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else env.DATA_DIR = dataDir;
  Object.assign(env, options.env);

  const child = spawn(process.execPath, serverNodeArgs(), { cwd: ROOT, env });
  const chunks: string[] = [];
  const keep = (chunk: Buffer) => chunks.push(chunk.toString());
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const output = () => chunks.join("").trim() || "(no output)";

  const removeDataDir = () => {
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // If the caller dies without stopping us, take the server and its data with it.
  const killOnExit = () => {
    child.kill("SIGKILL");
    removeDataDir();
  };
  process.once("exit", killOnExit);

  const stop = async () => {
    process.off("exit", killOnExit);
    await stopProcess(child);
    removeDataDir();
  };

  try {
    await waitUntilHealthy(baseURL, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  // Past start-up the caller decides where the server's output goes (pipe it, or let it drop).
  child.stdout.off("data", keep);
  child.stderr.off("data", keep);
  return { baseURL, process: child, output, stop };
}

async function waitUntilHealthy(baseURL: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output()}`);
    }
    try {
      const response = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`GET /api/health did not answer 200 within ${STARTUP_TIMEOUT_MS / 1000} s:\n${output()}`);
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}
