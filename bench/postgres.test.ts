import { describe, expect, it } from "vitest";
import { benchDatabaseName, databaseUrlFor, redactUrl } from "./postgres";

describe("benchDatabaseName", () => {
  it("is academy_bench_<unix seconds>_<random hex>", () => {
    expect(benchDatabaseName(Date.UTC(2026, 10, 22, 20, 0, 0, 999), "1a2b3c4d")).toBe(
      "academy_bench_1795377600_1a2b3c4d",
    );
  });

  it("differs between two runs in the same second", () => {
    expect(benchDatabaseName(0)).not.toBe(benchDatabaseName(0));
    expect(benchDatabaseName()).toMatch(/^academy_bench_\d+_[0-9a-f]{8}$/);
  });

  it("refuses a suffix that could break out of the quoted name", () => {
    expect(() => benchDatabaseName(0, 'x"; drop')).toThrow();
  });
});

describe("databaseUrlFor", () => {
  it("keeps the credentials, host and parameters, and swaps the database", () => {
    expect(
      databaseUrlFor("postgres://postgres:s3cret@db.internal:6543/test?sslmode=disable", "academy_bench_1_ab"),
    ).toBe("postgres://postgres:s3cret@db.internal:6543/academy_bench_1_ab?sslmode=disable");
  });
});

describe("redactUrl", () => {
  it("hides the password", () => {
    expect(redactUrl("postgres://bench:s3cret@127.0.0.1:5432/test")).toBe("postgres://bench:***@127.0.0.1:5432/test");
    expect(redactUrl("postgres://postgres@127.0.0.1:5432/test")).toBe("postgres://postgres@127.0.0.1:5432/test");
    expect(redactUrl("not a url")).toBe("(not a URL)");
  });
});
