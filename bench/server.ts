// The site under measurement: a production build served by the real server on
// a free port with a throw-away seeded database, as `npm start` would serve it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildSite, removeBuild, startBuiltSite, type RunningSite } from "../scripts/serve-built-site";
import { formatDuration } from "./report";
import { startMailbox } from "../e2e/mailbox-server";

export type BenchSite = {
  baseURL: string;
  /** The server process (`node --import tsx server/index.ts` itself, not a wrapper), for its memory. */
  pid: number | undefined;
  /** The build being served, for further server processes. */
  buildDir: string;
  /** Where the site's e-mails land, one .eml file each: the token pages' links come from there (page-visits.ts). */
  mailDir?: string;
  stop: () => Promise<void>;
};

export const BENCH_ADMIN_PASSWORD = "bench-admin-password-0123";

/**
 * Builds into BUILD_DIR (default: a temporary folder, deleted on stop) unless `skipBuild`, then starts the server.
 * `skipBuild` serves what is already in BUILD_DIR (default ./build).
 */
export async function startBenchSite({ skipBuild }: { skipBuild: boolean }): Promise<BenchSite> {
  const givenDir = process.env.BUILD_DIR;
  const temporary = !skipBuild && !givenDir;
  const buildDir = temporary ? fs.mkdtempSync(path.join(os.tmpdir(), "academy-bench-build-")) : givenDir || "build";
  const removeTemporaryBuild = () => {
    if (temporary) removeBuild(buildDir);
  };
  process.once("exit", removeTemporaryBuild);

  let site: RunningSite;
  // The site mails a booking's and a waiting-list entry's secret links; the bench reads them as the visitor would.
  const mailbox = await startMailbox();
  try {
    if (skipBuild) {
      if (!fs.existsSync(path.join(buildDir, "server", "index.js"))) {
        throw new Error(`--skip-build: no build in ${path.resolve(buildDir)} (run \`npm run build\` first)`);
      }
      console.log(`Serving the existing build in ${path.resolve(buildDir)}`);
    } else {
      console.log(`Building the site into ${buildDir}…`);
      console.log(`Built in ${formatDuration(buildSite(buildDir))}`);
    }
    // The contention run's 200 visitors each book from an address of their own (issue 11), so neither the flood
    // limits nor the cap on unpaid holds refuse them; the flood limits are off all the same, because their counting
    // (one database write per request) is not what the booking rush measures, and was off for the figures before.
    process.env.PUBLIC_WRITE_LIMIT_MULTIPLIER ??= "0";
    site = await startBuiltSite({
      buildDir,
      adminPassword: BENCH_ADMIN_PASSWORD,
      logLevel: "warn",
      // The shared secret also signs renewal reminders' unsubscribe links, which the bench makes for its visit.
      env: { SMTP_URL: mailbox.url, SESSION_SECRET: SHARED_SESSION_SECRET },
    });
  } catch (error) {
    await mailbox.close();
    process.off("exit", removeTemporaryBuild);
    removeTemporaryBuild();
    throw error;
  }
  showServerOutput(site);
  console.log(`Server ready at ${site.baseURL}`);

  return {
    baseURL: site.baseURL,
    pid: site.process.pid,
    buildDir,
    mailDir: mailbox.dir,
    stop: async () => {
      await site.stop();
      await mailbox.close();
      process.off("exit", removeTemporaryBuild);
      removeTemporaryBuild();
    },
  };
}

// Several processes on one database share staff sessions only with one secret.
export const SHARED_SESSION_SECRET = "bench-session-secret-0123456789abcdef0123456789";

/**
 * One more server process on the same build, on a PostgreSQL database. The first on an empty database migrates and
 * seeds it (under the start-up lock) and creates the admin with BENCH_ADMIN_PASSWORD.
 */
export async function startPostgresServer(buildDir: string, databaseUrl: string): Promise<BenchSite> {
  const site = await startBuiltSite({
    buildDir,
    databaseUrl,
    adminPassword: BENCH_ADMIN_PASSWORD,
    logLevel: "warn",
    env: { SESSION_SECRET: SHARED_SESSION_SECRET },
  });
  showServerOutput(site);
  return { baseURL: site.baseURL, pid: site.process.pid, buildDir, stop: site.stop };
}

// Warnings and errors the server logs while being measured belong in the bench output.
function showServerOutput(site: RunningSite): void {
  site.process.stdout?.pipe(process.stdout);
  site.process.stderr?.pipe(process.stderr);
}
