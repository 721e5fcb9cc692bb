// Builds the site, starts the production server on a free port with a
// throw-away database, and hands its URL to the tests as inject("baseURL").
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { buildSite, startBuiltSite } from "../scripts/serve-built-site";
import { startMailbox } from "./mailbox-server";
import { E2E_SESSION_SECRET } from "./site-secret";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** Where the site's e-mails land, one .eml file each (e2e/mailbox.ts reads them). */
    mailDir: string;
  }
}

const ROOT = fileURLToPath(new URL("..", import.meta.url));
// A build of its own, so a test run never swaps the files under `npm start`.
const BUILD_DIR = process.env.BUILD_DIR || path.join("tmp", "e2e-build");

export default async function setup(project: TestProject) {
  if (process.env.E2E_SKIP_BUILD === "1") await checkBuilt();
  else console.log(`e2e: built the site in ${(buildSite(BUILD_DIR) / 1000).toFixed(1)} s`);

  // The site sends real SMTP to a server of ours, which files each message for the tests to read.
  const mailbox = await startMailbox();
  const site = await startBuiltSite({
    buildDir: BUILD_DIR,
    adminPassword: "e2e-admin-password-0123",
    // Every browser test books from 127.0.0.1: the cap on unpaid holds per address (decision 008) would refuse the
    // fourth; its own tests (app/features/booking/hold-limits.test.ts) book from addresses of their own.
    // Likewise every test's bookings and payments come from one address: the per-address request limits (tested in
    // server/public-rate-limits.test.ts) would start answering 429 as the suite grows, so they are raised here.
    // The tests mostly wait for e-mails and scheduled work: the outbox looks every 250 ms instead of 5 s, the job
    // runner every second instead of 15 s, and the every-minute sweeps (waiting-list offers, a cancelled date's
    // notices) run every 5 s (the claims that keep each job and e-mail to one run are the same).
    env: {
      OUTBOX_POLL_MS: "250",
      JOB_POLL_MS: "1000",
      MINUTE_SWEEP_SECONDS: "5",
      MAX_HOLDS_PER_ADDRESS: "0",
      PUBLIC_WRITE_LIMIT_MULTIPLIER: "50",
      SMTP_URL: mailbox.url,
      SESSION_SECRET: E2E_SESSION_SECRET,
    },
    ...(process.env.E2E_DATABASE_URL ? { databaseUrl: process.env.E2E_DATABASE_URL } : {}),
  });
  // From here on the server's warnings and errors show in the test output.
  site.process.stdout?.pipe(process.stdout);
  site.process.stderr?.pipe(process.stderr);
  project.provide("baseURL", site.baseURL);
  project.provide("mailDir", mailbox.dir);
  return async () => {
    await site.stop();
    await mailbox.close();
  };
}

async function checkBuilt() {
  await fs.access(path.resolve(ROOT, BUILD_DIR, "server", "index.js")).catch(() => {
    throw new Error(`E2E_SKIP_BUILD=1 but there is no build in ${BUILD_DIR}: run once without it`);
  });
}
