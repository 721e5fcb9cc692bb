// Issue 11 / security review F1: the real server process refuses to start on a
// half-set Stripe configuration, or on the test provider at a public address
// unless PAYMENTS=test says so; with nothing set it still starts.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

// Each start is a fresh Node process compiling the server with tsx: seconds each on a busy machine.
const REFUSAL_TIMEOUT_MS = 60_000;

type Start = { outcome: "exited"; code: number | null; output: string } | { outcome: "started"; output: string };

const dataDirs: string[] = [];
afterEach(() => {
  for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Runs `node --import tsx server/index.ts` until it exits or says its payments are ready (then stops it). */
async function startServer(env: Record<string, string>): Promise<Start> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "payments-startup-"));
  dataDirs.push(dataDir);
  const base = { ...process.env };
  for (const name of [
    "STRIPE_SECRET_KEY",
    "STRIPE_PUBLISHABLE_KEY",
    "STRIPE_WEBHOOK_SECRET",
    "PAYMENTS",
    "PUBLIC_URL",
  ]) {
    delete base[name];
  }
  delete base.DATABASE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: {
      ...base,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      DATA_DIR: dataDir,
      ...env,
    },
  });
  let output = "";
  return new Promise<Start>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`neither exited nor started in time:\n${output}`));
    }, 120_000);
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      // Past the settings and the database: it would serve (pages need a build, which this test does not make).
      if (output.includes('"msg":"mail and payments ready"')) {
        clearTimeout(timer);
        child.removeAllListeners("exit");
        child.once("exit", () => resolve({ outcome: "started", output }));
        child.kill("SIGKILL");
      }
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ outcome: "exited", code, output });
    });
  });
}

async function expectRefusal(env: Record<string, string>, ...named: RegExp[]) {
  const start = await startServer(env);
  expect(start.outcome, start.output).toBe("exited");
  if (start.outcome !== "exited") return;
  expect(start.code).not.toBe(0);
  // An error-level log line for log alerts, and the plain problem list for a person reading the terminal.
  expect(start.output).toMatch(/"level":50[^\n]*refusing to start: invalid settings/);
  expect(start.output).toMatch(/The server did not start\./);
  for (const pattern of named) expect(start.output).toMatch(pattern);
}

describe("server start-up with card payment settings", () => {
  const refusals: { name: string; env: Record<string, string>; named: RegExp[] }[] = [
    {
      name: "refuses a Stripe secret key without its publishable key, naming STRIPE_PUBLISHABLE_KEY",
      env: { STRIPE_SECRET_KEY: "sk_live_only_half_configured", STRIPE_WEBHOOK_SECRET: "whsec_x" },
      named: [/STRIPE_PUBLISHABLE_KEY: is missing/],
    },
    {
      name: "refuses a publishable key without its secret key, naming STRIPE_SECRET_KEY",
      env: { STRIPE_PUBLISHABLE_KEY: "pk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_x" },
      named: [/STRIPE_SECRET_KEY: is missing/],
    },
    {
      name: "refuses Stripe keys without STRIPE_WEBHOOK_SECRET",
      env: { STRIPE_SECRET_KEY: "sk_live_x", STRIPE_PUBLISHABLE_KEY: "pk_live_x" },
      named: [/STRIPE_WEBHOOK_SECRET: is missing/],
    },
    {
      name: "refuses PAYMENTS=stripe without the keys, naming them",
      env: { PAYMENTS: "stripe" },
      named: [
        /STRIPE_SECRET_KEY: is missing/,
        /STRIPE_PUBLISHABLE_KEY: is missing/,
        /STRIPE_WEBHOOK_SECRET: is missing/,
      ],
    },
    {
      name: "refuses the test provider on a public PUBLIC_URL, naming STRIPE_SECRET_KEY and PAYMENTS",
      env: { PUBLIC_URL: "https://www.example.co.uk" },
      named: [/STRIPE_SECRET_KEY: is not set/, /PAYMENTS=test/],
    },
  ];
  for (const { name, env, named } of refusals) {
    it(
      name,
      async () => {
        await expectRefusal(env, ...named);
      },
      REFUSAL_TIMEOUT_MS,
    );
  }

  // Issue 19, security review F1 leftover: test keys may run a staging site, but never silently.
  it("starts with Stripe test keys on an https PUBLIC_URL, and warns that no real payments are taken", async () => {
    const start = await startServer({
      PUBLIC_URL: "https://staging.example.co.uk",
      STRIPE_SECRET_KEY: "sk_test_51AbCdEfGhIjKlMnOp",
      STRIPE_PUBLISHABLE_KEY: "pk_test_51AbCdEfGhIjKlMnOp",
      STRIPE_WEBHOOK_SECRET: "whsec_test",
    });
    expect(start.outcome, start.output).toBe("started");
    expect(start.output).toMatch(/"payments":"stripe"/);
    expect(start.output).toMatch(
      /"level":40[^\n]*STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY: Stripe test keys on https:\/\/staging\.example\.co\.uk/,
    );
    expect(start.output).not.toContain("sk_test_51AbCdEfGhIjKlMnOp");
  }, 150_000);

  // Starting with nothing set is what every browser test and the bench do (scripts/serve-built-site.ts).
  it("starts on the test provider at a public address when PAYMENTS=test says so, and warns", async () => {
    const start = await startServer({ PUBLIC_URL: "https://staging.example.co.uk", PAYMENTS: "test" });
    expect(start.outcome, start.output).toBe("started");
    expect(start.output).toMatch(/"payments":"test"/);
    expect(start.output).toMatch(/"level":40[^\n]*no real payments are taken/);
  }, 150_000);
});
