import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { featureZones } from "./tooling/feature-boundaries.js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "data/", ".react-router/", "node_modules/", "db/migrations/", "tmp/", "coverage/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    // Boundaries (issue 12): no import cycles, type-only ones included; app/shared and db import no feature; a feature
    // imports only the public files of another (tooling/feature-boundaries.js).
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ alwaysTryTypes: true })],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./app/shared",
              from: "./app/features",
              message: "app/shared is below the features: it imports none.",
            },
            { target: "./db", from: "./app/features", message: "db/ is below the features: it imports none." },
            ...featureZones(),
          ],
        },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\./)+(server|db|test)/",
              message: "Outside app/, import through #server/*, #db/* or #test/* (package.json imports).",
            },
          ],
        },
      ],
      // A form the page's scripts handle is still in the server's HTML, and a submit before they run (a slow phone,
      // a script that failed) is the browser's own: without a method it is a GET, which puts every field (a staff
      // password, an e-mail address) in the address, the history and access logs. Each form says which it means:
      // "post" for one the scripts send, "get" for a filter whose fields belong in the address.
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name='method']))",
          message:
            'Give the <form> a method: "post" if the scripts send it (a submit before they run must not put its fields in the address), "get" for a filter.',
        },
      ],
    },
  },
  {
    files: ["scripts/**", "e2e/**", "bench/**"],
    rules: { "no-console": "off" },
  },
);
