import { describe, expect, it } from "vitest";
import { DEFAULT_API_SECONDS, DEFAULT_PAGES, DEFAULT_SECTIONS, parseBenchArgs, UsageError } from "./args";
import { PUBLIC_PAGES } from "./pages";

describe("parseBenchArgs", () => {
  it("runs Lighthouse, API and contention, audits every public page 5 times and loads each API target for 10 s by default", () => {
    expect(parseBenchArgs([])).toEqual({
      sections: ["lighthouse", "api", "contention"],
      pages: [...DEFAULT_PAGES],
      runs: 5,
      skipBuild: false,
      apiSeconds: DEFAULT_API_SECONDS,
    });
    expect(DEFAULT_API_SECONDS).toBe(10);
    expect(DEFAULT_PAGES).toEqual(PUBLIC_PAGES.map((page) => page.path));
  });

  it("runs the quick JS section on its own, on every public page or the one --only names", () => {
    expect(parseBenchArgs(["--sections=js"])).toMatchObject({ sections: ["js"], pages: DEFAULT_PAGES });
    expect(parseBenchArgs(["--sections=js", "--only=/checkout"])).toMatchObject({
      sections: ["js"],
      pages: ["/checkout"],
    });
    expect(parseBenchArgs(["--sections=lighthouse,js"])).toMatchObject({ sections: ["js", "lighthouse"] });
  });

  it("takes one page with --only and a run count with --runs", () => {
    expect(parseBenchArgs(["--only=/courses", "--runs=3", "--skip-build", "--reports=/tmp/r"])).toEqual({
      sections: [...DEFAULT_SECTIONS],
      pages: ["/courses"],
      runs: 3,
      skipBuild: true,
      reportsDir: "/tmp/r",
      apiSeconds: 10,
    });
  });

  it.each([
    { flag: "--sections=api", sections: ["api"] },
    { flag: "--sections=contention,api", sections: ["api", "contention"] },
    { flag: "--sections=lighthouse, contention", sections: ["lighthouse", "contention"] },
    { flag: "--sections=api,api", sections: ["api"] },
    { flag: "--sections=contention,api,lighthouse", sections: ["lighthouse", "api", "contention"] },
  ])("$flag runs $sections, in the bench's order", ({ flag, sections }) => {
    expect(parseBenchArgs([flag])).toMatchObject({ sections });
  });

  it("takes the seconds of load per API target with --api-seconds", () => {
    expect(parseBenchArgs(["--sections=api", "--api-seconds=2", "--skip-build"])).toMatchObject({
      sections: ["api"],
      apiSeconds: 2,
      skipBuild: true,
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
    { argv: ["--api-seconds=0"], message: /--api-seconds must be a whole number from 1 to 600/ },
    { argv: ["--api-seconds=1.5"], message: /--api-seconds must be a whole number/ },
    { argv: ["--api-seconds=601"], message: /--api-seconds must be a whole number/ },
    { argv: ["--sections=memory"], message: /--sections takes .*js, lighthouse, api, contention.*unknown: memory/ },
    { argv: ["--sections="], message: /--sections takes/ },
    { argv: ["--sections=api", "--runs=3"], message: /--runs applies to the lighthouse section/ },
    { argv: ["--sections=api", "--only=/"], message: /--only applies to the js or lighthouse section/ },
    { argv: ["--sections=js", "--runs=3"], message: /--runs applies to the lighthouse section/ },
    { argv: ["--sections=contention", "--reports=/tmp/r"], message: /--reports applies to the lighthouse/ },
    { argv: ["--sections=lighthouse", "--api-seconds=2"], message: /--api-seconds applies to the api section/ },
    { argv: ["--fast"], message: /--fast/ },
    { argv: ["extra"], message: /extra/ },
  ])("rejects $argv", ({ argv, message }) => {
    expect(() => parseBenchArgs(argv)).toThrow(UsageError);
    expect(() => parseBenchArgs(argv)).toThrow(message);
  });
});
