// Import cycles, type-only imports included (issue 12). ESLint's import-x/no-cycle
// finds cycles of value imports as you edit but skips `import type`; this runs
// in `npm run lint` and counts those too, since a cycle of types is still two
// modules that cannot be understood apart.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "A module must not import, through any chain of imports (types too), a module that imports it.",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|tmp|node_modules|\\.react-router)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs"] },
  },
};
