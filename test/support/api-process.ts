import { spawn, type ChildProcess } from "node:child_process";

/** Starts test/support/serve-api.ts in its own Node process on the given database (more settings in `env`). */
export async function startApiProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<{ url: string; stop(): Promise<void>; process: ChildProcess }> {
  const child = spawn(process.execPath, ["--import", "tsx", "test/support/serve-api.ts"], {
    env: { ...process.env, ...env, DATABASE_URL: databaseUrl },
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
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.on("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
