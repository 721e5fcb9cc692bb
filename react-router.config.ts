import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets parallel builds (CI jobs, several checkouts) keep apart.
  buildDirectory: process.env.BUILD_DIR || "build",
} satisfies Config;
