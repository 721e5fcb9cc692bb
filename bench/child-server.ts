// A bench reference server (bench/baseline-server.ts, bench/bare-post-server.ts) in its own process, started like
// the real server (same node, same loader). The child prints its port and a newline when it listens.
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

export type ChildServer = { port: number; pid: number | undefined; stop: () => Promise<void> };

/** Starts `script`, writing `stdin` to it when given; `name` is how errors call it. Killed if the bench exits. */
export async function startChildServer(script: string, name: string, stdin?: Buffer): Promise<ChildServer> {
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    cwd: ROOT,
    stdio: [stdin ? "pipe" : "ignore", "pipe", "inherit"],
  });
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const stop = async () => {
    process.off("exit", killOnExit);
    await stopChild(child);
  };
  if (stdin) child.stdin!.end(stdin);
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let output = "";
      const timer = setTimeout(() => reject(new Error(`the ${name} did not start within 30 s`)), 30_000);
      child.stdout!.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        const match = /^(\d+)\n/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
      child.once("exit", (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`the ${name} exited (${code ?? signal}) before listening`));
      });
    });
    return { port, pid: child.pid, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
}
