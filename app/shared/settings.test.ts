import { describe, expect, it } from "vitest";
import { parseSettings, siteInfo, stripeTestKeysWarning } from "./settings.server";

describe("parseSettings", () => {
  it("works with no environment at all", () => {
    const settings = parseSettings({});
    expect(settings).toMatchObject({
      PORT: 3000,
      DATA_DIR: "./data",
      ADMIN_USERNAME: "admin",
      NODE_ENV: "development",
    });
    expect(settings.DATABASE_URL).toBeUndefined();
    expect(settings.dataDir).toMatch(/\/data$/);
  });

  it("treats empty values as unset", () => {
    expect(parseSettings({ DATABASE_URL: "", ADMIN_PASSWORD: " " }).DATABASE_URL).toBeUndefined();
  });

  it("lists every bad setting at once", () => {
    expect(() =>
      parseSettings({ PORT: "eighty", DATABASE_URL: "mysql://x", ADMIN_PASSWORD: "short", SITE_EMAIL: "nope" }),
    ).toThrowError(/PORT[\s\S]*DATABASE_URL[\s\S]*ADMIN_PASSWORD must be at least 12 characters[\s\S]*SITE_EMAIL/);
  });

  it("reads the database query timeout in milliseconds, 15 s by default", () => {
    expect(parseSettings({}).DATABASE_QUERY_TIMEOUT_MS).toBe(15_000);
    expect(parseSettings({ DATABASE_QUERY_TIMEOUT_MS: "5000" }).DATABASE_QUERY_TIMEOUT_MS).toBe(5_000);
    expect(() => parseSettings({ DATABASE_QUERY_TIMEOUT_MS: "10" })).toThrowError(/DATABASE_QUERY_TIMEOUT_MS/);
    expect(() => parseSettings({ DATABASE_QUERY_TIMEOUT_MS: "soon" })).toThrowError(/DATABASE_QUERY_TIMEOUT_MS/);
  });

  it.each([
    [{}, 16],
    [{ PGLITE_SHARED_BUFFERS_MB: "64" }, 64],
    [{ PGLITE_SHARED_BUFFERS_MB: "1" }, 1],
  ])("reads the embedded database's shared buffers in MB, 16 by default (%o)", (env, megabytes) => {
    expect(parseSettings(env).PGLITE_SHARED_BUFFERS_MB).toBe(megabytes);
  });

  it.each(["0", "1.5", "2048", "lots"])("refuses PGLITE_SHARED_BUFFERS_MB=%s", (value) => {
    expect(() => parseSettings({ PGLITE_SHARED_BUFFERS_MB: value })).toThrow(/PGLITE_SHARED_BUFFERS_MB/);
  });

  it("reads the outbox's and the job runner's poll intervals in ms, 5 s and 15 s by default", () => {
    expect(parseSettings({})).toMatchObject({ OUTBOX_POLL_MS: 5_000, JOB_POLL_MS: 15_000 });
    expect(parseSettings({ OUTBOX_POLL_MS: "250", JOB_POLL_MS: "1000" })).toMatchObject({
      OUTBOX_POLL_MS: 250,
      JOB_POLL_MS: 1_000,
    });
  });

  it.each(["OUTBOX_POLL_MS", "JOB_POLL_MS"])("refuses a %s under 100 ms, over a minute or not whole", (name) => {
    for (const value of ["0", "99", "60001", "1.5", "often"]) {
      expect(() => parseSettings({ [name]: value })).toThrow(new RegExp(name));
    }
    expect(parseSettings({ [name]: "60000" })).toMatchObject({ [name]: 60_000 });
  });

  it("reads MINUTE_SWEEP_SECONDS, a minute by default, as any divisor of 60", () => {
    expect(parseSettings({}).MINUTE_SWEEP_SECONDS).toBe(60);
    for (const value of ["1", "5", "15", "30", "60"]) {
      expect(parseSettings({ MINUTE_SWEEP_SECONDS: value }).MINUTE_SWEEP_SECONDS).toBe(Number(value));
    }
  });

  it.each(["0", "7", "45", "90", "120", "2.5", "often"])("refuses MINUTE_SWEEP_SECONDS=%s", (value) => {
    expect(() => parseSettings({ MINUTE_SWEEP_SECONDS: value })).toThrow(/MINUTE_SWEEP_SECONDS/);
  });

  it("accepts postgres:// and postgresql:// URLs", () => {
    expect(parseSettings({ DATABASE_URL: "postgres://u@h:5432/d" }).DATABASE_URL).toBe("postgres://u@h:5432/d");
    expect(parseSettings({ DATABASE_URL: "postgresql://u@h/d" }).DATABASE_URL).toBe("postgresql://u@h/d");
  });
});

describe("parseSettings: card payments (issue 11)", () => {
  const STRIPE = {
    STRIPE_SECRET_KEY: "sk_live_x",
    STRIPE_PUBLISHABLE_KEY: "pk_live_x",
    STRIPE_WEBHOOK_SECRET: "whsec_x",
  };
  const refusal = (env: Record<string, string>) => {
    try {
      parseSettings(env);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error("parseSettings accepted the settings");
  };

  it("runs the test provider with nothing set, and on localhost, 127.0.0.0/8 and [::1]", () => {
    expect(parseSettings({}).payments).toBe("test");
    for (const url of ["http://localhost:3000", "http://127.0.0.1:4100", "http://127.8.9.10", "http://[::1]:3000"]) {
      expect(parseSettings({ PUBLIC_URL: url, NODE_ENV: "production" }).payments, url).toBe("test");
    }
  });

  it("runs Stripe when all three Stripe settings are set", () => {
    expect(parseSettings(STRIPE).payments).toBe("stripe");
    expect(parseSettings({ ...STRIPE, PAYMENTS: "stripe", PUBLIC_URL: "https://www.example.co.uk" }).payments).toBe(
      "stripe",
    );
  });

  it("refuses a secret key without its publishable key, naming it", () => {
    const message = refusal({ STRIPE_SECRET_KEY: "sk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_x" });
    expect(message).toMatch(/STRIPE_PUBLISHABLE_KEY: is missing/);
    expect(message).not.toMatch(/STRIPE_SECRET_KEY: is missing/);
  });

  it("refuses a publishable key without its secret key, naming it", () => {
    expect(refusal({ STRIPE_PUBLISHABLE_KEY: "pk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_x" })).toMatch(
      /STRIPE_SECRET_KEY: is missing/,
    );
  });

  it("refuses Stripe keys without STRIPE_WEBHOOK_SECRET", () => {
    expect(refusal({ STRIPE_SECRET_KEY: "sk_live_x", STRIPE_PUBLISHABLE_KEY: "pk_live_x" })).toMatch(
      /STRIPE_WEBHOOK_SECRET: is missing .*never confirmed/,
    );
  });

  it("refuses PAYMENTS=stripe without the keys, naming each", () => {
    const message = refusal({ PAYMENTS: "stripe" });
    expect(message).toMatch(/STRIPE_SECRET_KEY: is missing \(PAYMENTS is stripe\)/);
    expect(message).toMatch(/STRIPE_PUBLISHABLE_KEY: is missing/);
    expect(message).toMatch(/STRIPE_WEBHOOK_SECRET: is missing/);
  });

  it("refuses the test provider on a public address unless PAYMENTS=test says so", () => {
    for (const url of [
      "https://www.example.co.uk",
      "http://192.168.1.20:3000",
      "http://[2001:db8::1]",
      "http://0.0.0.0",
    ]) {
      const message = refusal({ PUBLIC_URL: url });
      expect(message, url).toMatch(/STRIPE_SECRET_KEY: is not set/);
      expect(message, url).toMatch(/PAYMENTS=test/);
    }
    expect(parseSettings({ PUBLIC_URL: "https://staging.example.co.uk", PAYMENTS: "test" }).payments).toBe("test");
  });

  it("refuses PAYMENTS=test next to Stripe keys, and a PAYMENTS value it does not know", () => {
    expect(refusal({ ...STRIPE, PAYMENTS: "test" })).toMatch(/PAYMENTS: is test, but Stripe keys are set/);
    expect(refusal({ PAYMENTS: "live" })).toMatch(/PAYMENTS must be test or stripe/);
  });
});

describe("stripeTestKeysWarning (issue 19, F1 leftover)", () => {
  const https = "https://www.example.co.uk";
  it.each([
    { PUBLIC_URL: https, STRIPE_SECRET_KEY: "sk_test_1", STRIPE_PUBLISHABLE_KEY: "pk_test_1", named: /keys on https/ },
    {
      PUBLIC_URL: https,
      STRIPE_SECRET_KEY: "rk_test_1",
      STRIPE_PUBLISHABLE_KEY: "pk_live_1",
      named: /^STRIPE_SECRET_KEY: Stripe test key on/,
    },
    {
      PUBLIC_URL: https,
      STRIPE_SECRET_KEY: "sk_live_1",
      STRIPE_PUBLISHABLE_KEY: "pk_test_1",
      named: /^STRIPE_PUBLISHABLE_KEY:/,
    },
    { PUBLIC_URL: https, STRIPE_SECRET_KEY: "sk_live_1", STRIPE_PUBLISHABLE_KEY: "pk_live_1", named: undefined },
    {
      PUBLIC_URL: "http://localhost:3000",
      STRIPE_SECRET_KEY: "sk_test_1",
      STRIPE_PUBLISHABLE_KEY: "pk_test_1",
      named: undefined,
    },
    { PUBLIC_URL: undefined, STRIPE_SECRET_KEY: "sk_test_1", STRIPE_PUBLISHABLE_KEY: "pk_test_1", named: undefined },
    { PUBLIC_URL: https, STRIPE_SECRET_KEY: undefined, STRIPE_PUBLISHABLE_KEY: undefined, named: undefined },
  ])("$PUBLIC_URL, $STRIPE_SECRET_KEY, $STRIPE_PUBLISHABLE_KEY → $named", ({ named, ...settings }) => {
    const warning = stripeTestKeysWarning(settings);
    if (named) expect(warning).toMatch(named);
    else expect(warning).toBeUndefined();
    expect(warning ?? "").not.toMatch(/_test_1|_live_1/);
  });
});

describe("siteInfo", () => {
  it("gives the browser contact details and nothing secret", () => {
    const info = siteInfo(
      parseSettings({
        SITE_PHONE: "01632 960 999",
        SITE_CHAT_NUMBER: "+44 7700 900999",
        STRIPE_SECRET_KEY: "sk_test_secret",
        STRIPE_PUBLISHABLE_KEY: "pk_test_public",
        STRIPE_WEBHOOK_SECRET: "whsec_test",
        SESSION_SECRET: "x".repeat(40),
      }),
    );
    expect(info.phoneHref).toBe("tel:01632960999");
    expect(info.chatHref).toBe("https://wa.me/447700900999");
    expect(JSON.stringify(info)).not.toMatch(/sk_test_secret|xxxxxxxx/);
  });
});
