// Each e-mail once, the chaos run's check of the outbox (./chaos.ts): after the drain, every outbox row written to at
// most one .eml file, once, with its own Message-ID, and no two e-mails of one kind for one booking.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { sleep } from "#test/support/wait";
import { seconds } from "./seconds";
import type { Query } from "./invariants";

/** Waits until no e-mail is pending (a message claimed by a killed process comes back after its lease). */
export async function drainOutbox(query: Query, timeoutMs: number): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await query("select count(*)::int as pending from email_outbox where status = 'pending'");
    const pending = Number(row?.pending ?? 0);
    if (pending === 0) return "";
    if (Date.now() > until) return `${pending} e-mails still pending after ${seconds(timeoutMs)}`;
    await sleep(2_000);
  }
}

export type MailReport = {
  rows: Record<string, number>;
  files: number;
  writes: number;
  /** "already written; not written again": a message claimed again after its sender died, not sent twice. */
  resendsPrevented: number;
  leftoverTemporaryFiles: number;
  /** Written to a file, row not marked sent yet (claimed by a killed process, lease not over). */
  writtenNotMarked: number;
  failures: string[];
};

export async function checkMail(query: Query, dataDir: string, logsDir: string): Promise<MailReport> {
  const failures: string[] = [];
  const outboxDir = path.join(dataDir, "outbox");
  const names = await readdir(outboxDir).catch(() => [] as string[]);
  const files = names.filter((name) => name.endsWith(".eml"));
  const rows = await query("select id, status, kind, booking_id from email_outbox");
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  const statusCounts: Record<string, number> = {};
  for (const row of rows) statusCounts[String(row.status)] = (statusCounts[String(row.status)] ?? 0) + 1;

  // Every write the servers logged, by file: a row's file written twice is a message sent twice.
  const writes = new Map<string, number>();
  let resendsPrevented = 0;
  for (const log of await readdir(logsDir)) {
    const text = await readFile(path.join(logsDir, log), "utf8");
    for (const line of text.split("\n")) {
      if (!line.includes("e-mail")) continue;
      let entry: { msg?: string; file?: string };
      try {
        entry = JSON.parse(line) as { msg?: string; file?: string };
      } catch {
        continue;
      }
      if (entry.msg?.startsWith("e-mail written to file") && entry.file) {
        const name = path.basename(entry.file);
        writes.set(name, (writes.get(name) ?? 0) + 1);
      } else if (entry.msg?.startsWith("e-mail file already written")) {
        resendsPrevented++;
      }
    }
  }
  for (const [name, count] of writes) if (count > 1) failures.push(`${name} written ${count} times`);

  const messageIds = new Map<string, string>();
  let writtenNotMarked = 0;
  for (const name of files) {
    const id = name.slice(0, -".eml".length);
    const row = byId.get(id);
    if (!row) failures.push(`${name}: no outbox row ${id}`);
    else if (row.status === "pending") writtenNotMarked++;
    else if (row.status !== "sent") failures.push(`${name}: written, but its row is ${String(row.status)}`);
    const raw = await readFile(path.join(outboxDir, name), "utf8");
    const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1];
    if (!messageId?.startsWith(`<outbox-${id}@`)) failures.push(`${name}: Message-ID ${String(messageId)}`);
    else if (messageIds.has(messageId))
      failures.push(`${name}: Message-ID ${messageId} also in ${messageIds.get(messageId)}`);
    else messageIds.set(messageId, name);
  }
  const fileSet = new Set(files);
  for (const row of rows) {
    if (row.status === "sent" && !fileSet.has(`${String(row.id)}.eml`)) {
      failures.push(`outbox row ${String(row.id)} (${String(row.kind)}) is marked sent but no file was written`);
    }
  }
  const twice = await query(`
    select kind, booking_id, count(*)::int as n from email_outbox
    where booking_id is not null group by kind, booking_id having count(*) > 1`);
  for (const row of twice) {
    failures.push(`${Number(row.n)} e-mails '${String(row.kind)}' for booking ${String(row.booking_id)}`);
  }
  return {
    rows: statusCounts,
    files: files.length,
    writes: [...writes.values()].reduce((sum, n) => sum + n, 0),
    resendsPrevented,
    leftoverTemporaryFiles: names.filter((name) => name.endsWith(".tmp")).length,
    writtenNotMarked,
    failures,
  };
}
