// `npm start`: builds the site when its sources changed since the last build,
// then serves the production build.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

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
  console.log("Building the site (sources changed since the last build)…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(STAMP, sourceHash);
}

process.env.NODE_ENV ??= "production";
await import("../server/index.ts");
