import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";
import { DIALOG, FRAMEWORK, recordAlwaysLoaded, shellChunk } from "./tooling/vite/chunks.ts";
import { lightIcons } from "./tooling/vite/icons.ts";
import { ASSETS, preloadList, smallPreloadHelper } from "./tooling/vite/preload.ts";

// react-router's package.json points every import at its development build, whose only difference from the
// production build beside it is ENABLE_DEV_WARNINGS = true: warnings for developers, ~0.6 KB gzipped on every page
// (decision 006). The browser build takes the production build; the server (which imports react-router by name
// at run time, as @react-router/express does: one copy) and `npm run dev` keep the development build.
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [lightIcons(), smallPreloadHelper(), recordAlwaysLoaded(), tailwindcss(), reactRouter()],
  resolve: {
    alias: [
      ...(command === "build" && !isSsrBuild
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction("index.mjs") },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction("dom-export.mjs") },
          ]
        : []),
    ],
  },
  build: {
    target: "es2022",
    sourcemap: process.env.SOURCEMAP === "1",
    modulePreload: {
      // Every page has already loaded the framework and shell files (the root imports them), so a lazy import need
      // not list them among the files it preloads; the rest are listed without their folder, which the preload
      // helper puts back: a few dozen bytes per lazy import on the page (decision 006).
      resolveDependencies: (_file, deps) => preloadList(deps),
    },
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // A file's name is its hash alone: the imports between files, the lazy imports' preload lists and the
            // route manifest spell these names out on every page (decision 006).
            chunkFileNames: `${ASSETS}[hash].js`,
            entryFileNames: `${ASSETS}[hash].js`,
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK, priority: 2 },
                { name: shellChunk, debugName: "shell", priority: 1 },
                { name: "dialog", test: DIALOG, priority: 0 },
              ],
            },
          },
        },
  },
}));
