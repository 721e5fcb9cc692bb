import { z } from "zod";

// zod compiles fast parsers with `new Function` after probing whether eval is
// allowed. Our Content-Security-Policy forbids eval, so in the browser the probe
// only produces a CSP violation report: tell zod not to try.
if (typeof document !== "undefined") z.config({ jitless: true });
