// zod compiles fast parsers with `new Function` after probing whether eval is
// allowed. Our Content-Security-Policy forbids eval, so in the browser the probe
// only produces a CSP violation report: tell zod not to try. zod reads this
// global when it loads, so setting it here needs no import of zod on pages
// that never use it.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

if (typeof document !== "undefined") {
  globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
}

export {};
