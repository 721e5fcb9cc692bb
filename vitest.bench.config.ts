import { defineConfig } from "vitest/config";

// The bench's own tests (its argument parsing, figures and verdicts): they test
// the measuring, not the product, so they run with `npm run test:bench`
// rather than in `npm test`. CI runs both.
export default defineConfig({
  test: {
    include: ["bench/**/*.test.ts"],
    environment: "node",
  },
});
