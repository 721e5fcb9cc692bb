// How the server process is started, by `npm start` (scripts/start.ts) and by the bench and the browser tests
// (scripts/serve-built-site.ts) alike, so that what is measured is what runs.

/**
 * V8's young generation may grow to 16 MB per semi-space (32 MB resident) before it is collected; the server's
 * garbage is small and short-lived, and 4 MB keeps about 50 MB less resident on a 512 MB server at the same
 * throughput (decision 023). The embedded database's own heap is WebAssembly memory, outside V8's heap.
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=4"] as const;

/**
 * glibc's allocator raises the size it maps separately as large blocks are freed (up to 32 MB), after which they stay
 * in its arenas when freed: V8's and PostgreSQL's compilers left ~100 MB there. Fixed at 128 KB, a large block goes
 * back to the system when freed (decision 023). Other C libraries ignore it.
 */
export const SERVER_ENV = { MALLOC_MMAP_THRESHOLD_: "131072" } as const;

/** Whether this process was started as the server would be: its flags given to node, its environment set. */
export function startedAsServer(execArgv: readonly string[], env: NodeJS.ProcessEnv): boolean {
  return (
    SERVER_NODE_FLAGS.every((flag) => execArgv.includes(flag)) &&
    Object.entries(SERVER_ENV).every(([name, value]) => env[name] === value)
  );
}

/** Arguments for `node` (process.execPath) that run the server from the project's folder. */
export function serverNodeArgs(): string[] {
  return [...SERVER_NODE_FLAGS, "--import", "tsx", "server/index.ts"];
}
