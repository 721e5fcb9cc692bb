import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";
import { FRAMEWORK, shellChunk } from "./vite.chunks.ts";
import { lightIcons } from "./vite.icons.ts";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [lightIcons(), tailwindcss(), reactRouter()],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
    },
  },
  build: {
    target: "es2022",
    sourcemap: process.env.SOURCEMAP === "1",
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK, priority: 2 },
                { name: shellChunk, debugName: "shell", priority: 1 },
              ],
            },
          },
        },
  },
}));
