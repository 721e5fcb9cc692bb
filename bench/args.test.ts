import { describe, expect, it } from "vitest";
import { DEFAULT_PAGES, parseBenchArgs, UsageError } from "./args";

describe("parseBenchArgs", () => {
  it("audits the four key pages once by default, building first", () => {
    expect(parseBenchArgs([])).toEqual({ pages: [...DEFAULT_PAGES], runs: 1, skipBuild: false });
  });

  it("takes one page with --only and a run count with --runs", () => {
    expect(parseBenchArgs(["--only=/courses", "--runs=3", "--skip-build", "--reports=/tmp/r"])).toEqual({
      pages: ["/courses"],
      runs: 3,
      skipBuild: true,
      reportsDir: "/tmp/r",
    });
  });

  it("answers --help with the usage", () => {
    expect(parseBenchArgs(["--help"])).toBe("help");
  });

  it.each([
    { argv: ["--runs=0"], message: /--runs must be a whole number/ },
    { argv: ["--runs=2.5"], message: /--runs must be a whole number/ },
    { argv: ["--runs=lots"], message: /--runs must be a whole number/ },
    { argv: ["--only=courses"], message: /--only takes a path starting with "\/"/ },
    { argv: ["--fast"], message: /--fast/ },
    { argv: ["extra"], message: /extra/ },
  ])("rejects $argv", ({ argv, message }) => {
    expect(() => parseBenchArgs(argv)).toThrow(UsageError);
    expect(() => parseBenchArgs(argv)).toThrow(message);
  });
});
