import { spawn } from "node:child_process";

/** Starts test/support/serve-api.ts in its own Node process on the given database. */
export async function startApiProcess(databaseUrl: string): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ["--import", "tsx", "test/support/serve-api.ts"], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<string>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`API process did not start: ${output}`)), 30_000);
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /PORT=(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.on("exit", (code) => reject(new Error(`API process exited with ${code}: ${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.on("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
