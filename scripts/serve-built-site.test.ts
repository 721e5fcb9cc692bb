import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { linkDependencies, removeBuild } from "./serve-built-site";

const created: string[] = [];
afterEach(() => {
  for (const dir of created.splice(0)) removeBuild(dir);
});

function outsideBuildDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "academy-link-test-"));
  created.push(dir);
  return dir;
}

describe("linkDependencies", () => {
  it("lets a build folder outside the project import the project's packages as ES modules", () => {
    const dir = outsideBuildDir();
    linkDependencies(dir);
    expect(fs.realpathSync(path.join(dir, "node_modules"))).toBe(fs.realpathSync("node_modules"));
    expect(fs.existsSync(path.join(dir, "node_modules", "react-router", "package.json"))).toBe(true);
    expect(JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8"))).toEqual({ type: "module" });
  });

  it("runs again over an already linked folder", () => {
    const dir = outsideBuildDir();
    linkDependencies(dir);
    expect(() => linkDependencies(dir)).not.toThrow();
  });

  it("leaves a build folder inside the project alone", () => {
    linkDependencies("build-inside-project-never-created");
    expect(fs.existsSync("build-inside-project-never-created")).toBe(false);
  });
});

describe("removeBuild", () => {
  it("deletes the build folder without touching the project's packages behind its link", () => {
    const dir = outsideBuildDir();
    linkDependencies(dir);
    fs.mkdirSync(path.join(dir, "client"));
    removeBuild(dir);
    expect(fs.existsSync(dir)).toBe(false);
    expect(fs.existsSync(path.join("node_modules", "react-router", "package.json"))).toBe(true);
  });
});
