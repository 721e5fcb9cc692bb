import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
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

const ROOT = /[\\/]app[\\/]root\.tsx$/;

// Modules that were small files of their own, loaded together by the same public pages (decision 006, 2026-11-30):
const TOGETHER: Record<string, RegExp> = {
  // the form fields and the light form: /contact, /checkout, /payment, /find-booking, /login, the business account
  // forms (/schedule's filters load the fields alone, and with them the light form's 0.7 KB);
  forms: /[\\/]app[\\/]shared[\\/](ui[\\/]form-field\.tsx|use-light-form\.ts)$/,
  // /payment's test card form and the payment outcomes its page shows (the booking page loads the form on demand);
  payment: /[\\/]app[\\/]features[\\/]payments[\\/](payment-outcomes|test-card-form|payment-client|card-input)\.tsx?$/,
  // /checkout's booking flow, attempt keys and summary rows (the booking dialog and the course list's Booking
  // Confirmation dialog load them on demand);
  checkout:
    /[\\/]app[\\/]features[\\/]booking[\\/]sale[\\/](booking-flow|go-to-payment|booking-api-client|booking-details-fields|booking-attempt-key)\.tsx?$|[\\/]app[\\/]shared[\\/]ui[\\/]summary-row\.tsx$/,
  // a date's seats and venue: the course page and /schedule (/booking-success uses the venue alone).
  dates: /[\\/]app[\\/]features[\\/]catalogue[\\/](date-rules|venue-facts)\.ts$/,
};

/**
 * React Router builds the browser's route modules with `preserveEntrySignatures: "exports-only"`; a route module's
 * file may export more than the route's own names (React Router reads only those), which lets a chunk group take its
 * modules without their imports, and lets Rolldown put a module that only a route and its lazy imports share into
 * the route's file.
 */
function allowEntryExtension(): Plugin {
  return {
    name: "academy:allow-entry-extension",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    options: (options) => ({ ...options, preserveEntrySignatures: "allow-extension" }),
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    allowEntryExtension(),
    lightIcons(),
    smallPreloadHelper(),
    recordAlwaysLoaded(),
    tailwindcss(),
    reactRouter(),
  ],
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
                // The root route goes in the shell's file: both load with every page, and apart the root's file named
                // every binding it took from the shell. React Router then loads the root through a re-export of
                // ~0.1 KB: −270 bytes on every page all the same (decision 006, 2026-11-30).
                { name: (id, ctx) => (ROOT.test(id) ? "shell" : shellChunk(id, ctx)), debugName: "shell", priority: 1 },
                { name: "dialog", test: DIALOG, priority: 0 },
                // Small files that the same pages load together, one file each set (these modules only, not their
                // imports: includeDependenciesRecursively, which needs allowEntryExtension).
                ...Object.entries(TOGETHER).map(([name, test]) => ({
                  name,
                  test,
                  priority: 0,
                  includeDependenciesRecursively: false,
                })),
              ],
            },
          },
        },
  },
}));
