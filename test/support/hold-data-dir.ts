// A process that locks a data folder the way the server does and keeps it until SIGTERM, for the lock's tests.
// Prints "LOCKED" once it holds the lock, or "REFUSED <message>" and exits 3.
import { DataDirInUseError, lockDataDir } from "#db/data-dir-lock.server";

const [dataDir = ".", purpose = "test holder"] = process.argv.slice(2);
try {
  const lock = await lockDataDir(dataDir, { purpose, staleMs: Number(process.env.LOCK_STALE_MS) || undefined });
  // The handler goes in before the verdict: the test may send SIGTERM the moment it reads "LOCKED".
  process.on("SIGTERM", () => void lock.release().then(() => process.exit(0)));
  process.stdout.write("LOCKED\n");
  setInterval(() => {}, 60_000);
} catch (error) {
  if (!(error instanceof DataDirInUseError)) throw error;
  process.stdout.write(`REFUSED ${error.message}\n`);
  process.exit(3);
}
