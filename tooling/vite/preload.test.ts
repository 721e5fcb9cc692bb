import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { recordAlwaysLoaded } from "./chunks";
import { preloadList, SMALL_PRELOAD_HELPER } from "./preload";

type Hook = (options: unknown, bundle: Record<string, unknown>) => void;

describe("the lazy imports' preload lists", () => {
  it("leave out the files every page has loaded, and the folder of the rest", () => {
    const generateBundle = recordAlwaysLoaded().generateBundle as Hook;
    generateBundle(
      {},
      {
        "assets/Fw12ab34.js": { type: "chunk", name: "framework", fileName: "assets/Fw12ab34.js" },
        "assets/Sh12ab34.js": { type: "chunk", name: "shell", fileName: "assets/Sh12ab34.js" },
        "assets/Rt12ab34.js": { type: "chunk", name: "rolldown-runtime", fileName: "assets/Rt12ab34.js" },
        "assets/Dl12ab34.js": { type: "chunk", name: "dialog", fileName: "assets/Dl12ab34.js" },
      },
    );
    expect(
      preloadList([
        "assets/Fw12ab34.js",
        "assets/Dl12ab34.js",
        "assets/Sh12ab34.js",
        "assets/Rt12ab34.js",
        "assets/Zd.js",
      ]),
    ).toEqual(["Dl12ab34.js", "Zd.js"]);
  });

  it("refuses a file outside the scripts' folder rather than preload a wrong address", () => {
    expect(() => preloadList(["elsewhere/Ab.js"])).toThrow(/not in assets\//);
  });
});

describe("the preload helper", () => {
  const links: { rel: string; href: string }[] = [];
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "preload-helper-"));
  afterEach(() => {
    links.length = 0;
  });

  it("adds one modulepreload link per listed file under /assets/, once each, then loads the module", async () => {
    const file = path.join(folder, "helper.mjs");
    fs.writeFileSync(file, SMALL_PRELOAD_HELPER);
    const fakeDocument = {
      createElement: () => ({ rel: "", href: "" }),
      head: { appendChild: (link: { rel: string; href: string }) => links.push(link) },
    };
    Object.assign(globalThis, { document: fakeDocument });
    try {
      const { __vitePreload } = (await import(pathToFileURL(file).href)) as {
        __vitePreload: (load: () => Promise<string>, deps?: string[]) => Promise<string>;
      };
      expect(await __vitePreload(() => Promise.resolve("dialog"), ["Dl12ab34.js", "Zd.js"])).toBe("dialog");
      await __vitePreload(() => Promise.resolve("again"), ["Zd.js"]);
      expect(links).toEqual([
        { rel: "modulepreload", href: "/assets/Dl12ab34.js" },
        { rel: "modulepreload", href: "/assets/Zd.js" },
      ]);
    } finally {
      Reflect.deleteProperty(globalThis, "document");
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
