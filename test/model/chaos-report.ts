// The chaos run's summary (./chaos.ts): answers by status, the faults and their recoveries, the invariants, the
// e-mail check; and the log lines near each failure.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Fault, FaultKind } from "./chaos-faults";
import type { MailReport } from "./chaos-mail";
import { invariantsTable, type InvariantResult } from "./invariants";
import type { RunStats } from "./model-clients";
import { answersTable } from "./money-model";
import { seconds } from "./seconds";

/** A request or fault that failed the run, when it happened. */
export type Failure = { at: number; text: string };

const range = (values: number[]) =>
  values.length === 0
    ? "-"
    : `${(Math.min(...values) / 1000).toFixed(1)}–${(Math.max(...values) / 1000).toFixed(1)} s (mean ${seconds(values.reduce((sum, v) => sum + v, 0) / values.length)})`;

export function summary(report: {
  seed: number;
  clients: number;
  /** Every kind, a row each, also those the run did not inject. */
  kinds: readonly FaultKind[];
  stats: RunStats;
  faults: Fault[];
  results: InvariantResult[];
  mail: MailReport;
  failures: Failure[];
  minutes: number;
}): string {
  const { seed, clients, stats, faults, results, mail } = report;
  const byStatus = new Map<string, number>();
  for (const counts of stats.answers.values()) {
    for (const [status, n] of counts) byStatus.set(status, (byStatus.get(status) ?? 0) + n);
  }
  const requests = [...byStatus].filter(([status]) => status !== "skip" && status !== "sql");
  const total = requests.reduce((sum, [, n]) => sum + n, 0);
  const faultRows = report.kinds.map((kind) => {
    const ofKind = faults.filter((fault) => fault.kind === kind);
    const recoveries = ofKind.flatMap((fault) => (fault.recoveryMs === undefined ? [] : [fault.recoveryMs]));
    const detail =
      kind === "terminate"
        ? `connections terminated: ${ofKind.map((fault) => /(\d+) connections/.exec(fault.detail)?.[1] ?? "?").join(", ") || "-"}`
        : recoveries.length > 0
          ? `${kind === "kill" ? "kill → ready" : "pg_ctl start done → both ready"} ${range(recoveries)}${
              kind === "pg-stop" ? `; stop → both ready ${range(ofKind.flatMap((fault) => fault.outageMs ?? []))}` : ""
            }`
          : "-";
    const failedCount = ofKind.filter((fault) => fault.failed).length;
    return `  ${kind.padEnd(10)} ${String(ofKind.length).padStart(5)}   ${detail}${failedCount > 0 ? `; ${failedCount} FAILED` : ""}`;
  });
  return [
    `Chaos run — seed ${seed}: ${stats.operationsDone} operations (${total} requests) by ${clients} clients on 2 processes, PostgreSQL 15, ${report.minutes.toFixed(1)} min in all`,
    "",
    "Answers by operation and status ('cut (kill)': no answer from a process being killed; '503 (outage)': during a database outage or 5 s after):",
    answersTable(stats.answers),
    "",
    "Requests by status:",
    ...requests
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, n]) => `  ${status.padEnd(14)} ${String(n).padStart(7)}  ${((100 * n) / total).toFixed(2)}%`),
    "",
    "Faults injected:",
    `  ${"kind".padEnd(10)} ${"count".padStart(5)}   recovery`,
    ...faultRows,
    "",
    "Invariants:",
    invariantsTable(results),
    `  no 5xx but 503, every request answered  ${report.failures.length === 0 ? "held" : `VIOLATED ×${report.failures.length}`}`,
    "",
    "E-mail:",
    `  outbox rows ${Object.entries(mail.rows)
      .map(([status, n]) => `${status} ${n}`)
      .join(", ")}; .eml files ${mail.files}; writes logged ${mail.writes}`,
    `  re-sends prevented (claimed again after a kill, file already there) ${mail.resendsPrevented}; written but not yet marked sent ${mail.writtenNotMarked}; temporary files left ${mail.leftoverTemporaryFiles}`,
    `  each e-mail once (one file per row, written once, own Message-ID; one per kind and booking)  ${
      mail.failures.length === 0 ? "held" : `VIOLATED ×${mail.failures.length}`
    }`,
    ...mail.failures.slice(0, 10).map((failure) => `    - ${failure}`),
  ].join("\n");
}

/** The servers' error lines and PostgreSQL's ERROR lines within 3 s of each failure. */
export async function evidence(failures: Failure[], logsDir: string, postgresLog: string): Promise<string> {
  const near = (at: number) => failures.some((failure) => Math.abs(failure.at - at) <= 3_000);
  const lines: string[] = [];
  for (const log of await readdir(logsDir)) {
    const text = await readFile(path.join(logsDir, log), "utf8");
    for (const line of text.split("\n")) {
      if (!/"level":(50|60)|"statusCode":5(0[0-24-9]|[1-9]\d)/.test(line)) continue;
      const time = Number(/"time":(\d+)/.exec(line)?.[1]);
      if (near(time)) lines.push(`${log}: ${line.slice(0, 800)}`);
    }
  }
  const postgres = await readFile(postgresLog, "utf8").catch(() => "");
  for (const line of postgres.split("\n")) {
    const stamp = /^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d+) UTC/.exec(line)?.[1];
    if (!stamp || !/ERROR|DETAIL/.test(line)) continue;
    if (near(Date.parse(`${stamp.replace(" ", "T")}Z`))) lines.push(`postgresql.log: ${line.slice(0, 800)}`);
  }
  return lines.slice(0, 60).join("\n") || "  (none found)";
}
