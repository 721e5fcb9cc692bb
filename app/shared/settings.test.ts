import { describe, expect, it } from "vitest";
import { parseSettings, siteInfo } from "./settings.server";

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

  it("accepts postgres:// and postgresql:// URLs", () => {
    expect(parseSettings({ DATABASE_URL: "postgres://u@h:5432/d" }).DATABASE_URL).toBe("postgres://u@h:5432/d");
    expect(parseSettings({ DATABASE_URL: "postgresql://u@h/d" }).DATABASE_URL).toBe("postgresql://u@h/d");
  });
});

describe("siteInfo", () => {
  it("gives the browser contact details and nothing secret", () => {
    const info = siteInfo(
      parseSettings({
        SITE_PHONE: "01632 960 999",
        SITE_CHAT_NUMBER: "+44 7700 900999",
        STRIPE_SECRET_KEY: "sk_test_secret",
        SESSION_SECRET: "x".repeat(40),
      }),
    );
    expect(info.phoneHref).toBe("tel:01632960999");
    expect(info.chatHref).toBe("https://wa.me/447700900999");
    expect(JSON.stringify(info)).not.toMatch(/sk_test_secret|xxxxxxxx/);
  });
});
