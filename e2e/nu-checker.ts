// The Nu HTML checker (vnu.jar, the W3C validator's engine) over many
// documents in one run: the JVM takes about a second to start, so every page
// is written to a folder and checked by a single invocation.
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

const require = createRequire(import.meta.url);
const VNU_JAR = require.resolve("vnu-jar/build/dist/vnu.jar");

export type HtmlDocument = { name: string; html: string };
export type NuMessage = { document: string; line?: number; message: string; extract?: string };

type VnuOutput = {
  messages: { type: string; subType?: string; url?: string; lastLine?: number; message: string; extract?: string }[];
};

function runVnu(files: string[]): Promise<string> {
  const java = process.env.JAVA ?? "java";
  return new Promise((resolve, reject) => {
    execFile(
      java,
      ["-Xss16m", "-jar", VNU_JAR, "--format", "json", "--stdout", "--errors-only", ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => {
        // vnu exits 1 when it found errors; only a missing Java or no JSON is a failure to check.
        if (error && (error as NodeJS.ErrnoException).code === "ENOENT") {
          reject(
            new Error(`${java} not found: the Nu checker needs Java 11+ (apt-get install -y default-jre-headless)`),
          );
        } else if (!stdout.trim().startsWith("{")) {
          reject(error ?? new Error(`vnu printed no JSON: ${stdout}`));
        } else resolve(stdout);
      },
    );
  });
}

/** The Nu checker's errors in the documents (warnings left out), each named by its document. */
export async function nuErrors(documents: readonly HtmlDocument[]): Promise<NuMessage[]> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), "nu-check-"));
  try {
    // vnu names each document by a file: URL; its file name is enough to find the page.
    const byFile = new Map<string, string>();
    const files = await Promise.all(
      documents.map(async (document, index) => {
        const name = `${String(index).padStart(3, "0")}.html`;
        const file = path.join(folder, name);
        await fs.writeFile(file, document.html);
        byFile.set(name, document.name);
        return file;
      }),
    );
    const output = JSON.parse(await runVnu(files)) as VnuOutput;
    return output.messages
      .filter((m) => m.type === "error" || m.subType === "fatal")
      .map((m) => ({
        document: byFile.get(m.url?.split("/").pop() ?? "") ?? m.url ?? "?",
        line: m.lastLine,
        message: m.message,
        extract: m.extract,
      }));
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}
