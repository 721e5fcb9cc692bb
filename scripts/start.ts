// `npm start`: builds the site when its sources changed since the last build,
// then serves the production build in a server process with its memory flags.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SERVER_ENV, serverNodeArgs, startedAsServer } from "./server-command";

const BUILD_INPUTS = [
  "app",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "scripts/precompress-assets.ts",
  "package-lock.json",
];
const BUILD_DIR = process.env.BUILD_DIR || "build";
const STAMP = path.join(BUILD_DIR, ".source-hash");

function hashInputs(): string {
  const hash = createHash("sha256");
  const visit = (entry: string) => {
    if (!fs.existsSync(entry)) return;
    const stat = fs.statSync(entry);
    if (stat.isDirectory()) {
      for (const child of fs.readdirSync(entry).sort()) visit(path.join(entry, child));
    } else if (!/\.test\.tsx?$/.test(entry)) {
      hash.update(entry).update(fs.readFileSync(entry));
    }
  };
  BUILD_INPUTS.forEach(visit);
  return hash.digest("hex");
}

const sourceHash = hashInputs();
const built = fs.existsSync(path.join(BUILD_DIR, "server", "index.js")) && fs.existsSync(STAMP);
if (!built || fs.readFileSync(STAMP, "utf8") !== sourceHash) {
  console.log("Building the site (sources changed since the last build; about a minute the first time)…");
  const started = Date.now();
  // The build's own output (asset tables, the bundler's deprecation notes) would bury the admin password printed
  // below: it is kept in a file and shown only when the build fails (BUILD_VERBOSE=1 shows it as it runs).
  const verbose = process.env.BUILD_VERBOSE === "1";
  const result = spawnSync("npm", ["run", "build"], {
    stdio: verbose ? "inherit" : "pipe",
    env: process.env,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (!verbose) {
    fs.mkdirSync(BUILD_DIR, { recursive: true });
    fs.writeFileSync(path.join(BUILD_DIR, "build.log"), `${result.stdout ?? ""}${result.stderr ?? ""}`);
  }
  if (result.status !== 0) {
    if (!verbose) process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}`);
    process.exit(result.status ?? 1);
  }
  fs.writeFileSync(STAMP, sourceHash);
  console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s (log: ${path.join(BUILD_DIR, "build.log")}).`);
}

process.env.NODE_ENV ??= "production";
if (startedAsServer(process.execArgv, process.env)) {
  // Started as the server would be (`MALLOC_MMAP_THRESHOLD_=131072 node --max-semi-space-size=4 --import tsx
  // scripts/start.ts`): serve from this process, with no second one.
  await import("../server/index.ts");
} else {
  // Node's flags must be given when a process starts (decision 023), so the server is a process of its own; this one
  // passes signals on and ends with it.
  const server = spawn(process.execPath, serverNodeArgs(), {
    cwd: fileURLToPath(new URL("..", import.meta.url)),
    env: { ...process.env, ...SERVER_ENV },
    stdio: "inherit",
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
  server.on("exit", (code, signal) => process.exit(code ?? 128 + (signal ? os.constants.signals[signal] : 0)));
}
