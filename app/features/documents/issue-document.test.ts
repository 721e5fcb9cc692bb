// Numbered documents (issue 24, decision 027): numbers come from a locked counter in the issuing transaction, so they
// run 1..N with no gap and no duplicate across processes, a rolled-back transaction gives its number back, and a
// document or journal row once written is never changed or deleted.
import { spawn } from "node:child_process";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#db/db.server";
import { documentCounters, documents, moneyJournal } from "#db/schema";
import { getTestDatabaseUrl, useTestDatabase } from "#test/support/test-database";
import { academy, documentScene } from "./documents-test-kit";
import { displayNumberOf, issueDocument, takeNextNumber } from "./issue-document.server";
import { issueCreditNote, issueInvoice } from "./issue-invoice.server";

let db: Database;
beforeEach(async () => {
  db = (await useTestDatabase()).db;
});

const site = academy();

describe("displayNumberOf", () => {
  it.each([
    ["invoice", 1, "INV-000001"],
    ["invoice", 1234567, "INV-1234567"],
    ["credit-note", 42, "CN-000042"],
    ["receipt", 123, "R-000123"],
  ] as const)("%s %i prints as %s", (kind, number, text) => {
    expect(displayNumberOf(kind, number)).toBe(text);
  });
});

describe("issuing a document", () => {
  it("numbers invoices 1, 2, 3 from a counter row it makes when missing, each with its journal row", async () => {
    const { booking } = await documentScene(db);
    const issued = [];
    for (let i = 0; i < 3; i++) issued.push(await db.transaction((tx) => issueInvoice(tx, booking.id, { site })));
    expect(issued.map((doc) => doc.displayNumber)).toEqual(["INV-000001", "INV-000002", "INV-000003"]);
    const [counter] = await db.select().from(documentCounters).where(eq(documentCounters.kind, "invoice"));
    expect(counter!.lastValue).toBe(3);
    const journal = await db.select().from(moneyJournal).orderBy(moneyJournal.id);
    expect(journal.map((row) => [row.kind, row.amount, row.documentId])).toEqual(
      issued.map((doc) => ["invoice", 24_900, doc.id]),
    );
  });

  it("gives a rolled-back transaction's number back", async () => {
    const { booking } = await documentScene(db);
    await db.transaction((tx) => issueInvoice(tx, booking.id, { site }));
    await expect(
      db.transaction(async (tx) => {
        await issueInvoice(tx, booking.id, { site });
        throw new Error("the booking's transaction failed after the invoice");
      }),
    ).rejects.toThrow("failed after the invoice");
    const next = await db.transaction((tx) => issueInvoice(tx, booking.id, { site }));
    expect(next.displayNumber).toBe("INV-000002");
    expect(await db.select().from(documents)).toHaveLength(2);
    expect(await db.select().from(moneyJournal)).toHaveLength(2);
  });

  it("numbers credit notes in their own series, with a negative journal row, never more than the invoice", async () => {
    const { booking } = await documentScene(db);
    const invoice = await db.transaction((tx) => issueInvoice(tx, booking.id, { site }));
    const first = await db.transaction((tx) =>
      issueCreditNote(tx, invoice.id, 4_900, "One learner cancelled", { site }),
    );
    expect(first).toMatchObject({ displayNumber: "CN-000001", refersTo: invoice.id, total: 4_900 });
    await expect(
      db.transaction((tx) => issueCreditNote(tx, invoice.id, 20_001, "Too much", { site })),
    ).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/up to £200/) });
    const second = await db.transaction((tx) => issueCreditNote(tx, invoice.id, 20_000, "Cancelled", { site }));
    expect(second.displayNumber).toBe("CN-000002");
    const journal = await db.select().from(moneyJournal).orderBy(moneyJournal.id);
    expect(journal.map((row) => [row.kind, row.amount])).toEqual([
      ["invoice", 24_900],
      ["credit-note", -4_900],
      ["credit-note", -20_000],
    ]);
  });

  it("gives an invoice the account's due date: issue day plus the terms", async () => {
    const { booking } = await documentScene(db);
    const invoice = await db.transaction((tx) =>
      issueInvoice(tx, booking.id, { site, issuedOn: "2026-11-29", termsDays: 30 }),
    );
    expect(invoice).toMatchObject({ issuedOn: "2026-11-29", dueOn: "2026-12-29" });
  });

  it("refuses UPDATE and DELETE of a document and of a journal row", async () => {
    const { booking } = await documentScene(db);
    const invoice = await db.transaction((tx) => issueInvoice(tx, booking.id, { site }));
    await expect(db.update(documents).set({ total: 1 }).where(eq(documents.id, invoice.id))).rejects.toThrow();
    await expect(db.delete(documents).where(eq(documents.id, invoice.id))).rejects.toThrow();
    await expect(db.update(moneyJournal).set({ amount: 1 })).rejects.toThrow();
    await expect(db.delete(moneyJournal)).rejects.toThrow();
    const [kept] = await db.select().from(documents);
    expect(kept!.total).toBe(24_900);
    expect(await db.select().from(moneyJournal)).toHaveLength(1);
  });

  it("hands out one number per transaction when many issue at once through one pool", async () => {
    const { booking } = await documentScene(db);
    const numbers = await Promise.all(
      Array.from({ length: 30 }, () => db.transaction(async (tx) => takeNextNumber(tx, "invoice"))),
    );
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    // A receipt takes no number of its own: its payment's.
    const receipt = await db.transaction((tx) =>
      issueDocument(tx, {
        kind: "receipt",
        bookingId: booking.id,
        receiptNumber: 7,
        snapshot: receiptLikeSnapshot(),
      }),
    );
    expect(receipt.displayNumber).toBe("R-000007");
    expect(await db.select().from(moneyJournal)).toEqual([]);
  });
});

function receiptLikeSnapshot() {
  return {
    version: 1 as const,
    kind: "receipt" as const,
    title: "Receipt",
    issuedOn: "2026-11-29",
    dueOn: null,
    seller: { name: "A", address: "B", email: "c@example.com", phone: "1", companyNumber: null, vatNumber: null },
    customer: { name: "D", address: [], attention: null, vatNumber: null, purchaseOrder: null },
    bookingReference: "REF",
    lines: [],
    vatRatePercent: null,
    totals: { net: null, vat: null, total: 100 },
    payment: null,
    refersTo: null,
    notes: [],
  };
}

/** Starts invoice-issuing-process.ts on the database; resolves once it is ready, with a function to set it going. */
function startIssuer(databaseUrl: string, bookingId: string, count: number) {
  const child = spawn(process.execPath, ["--import", "tsx", "app/features/documents/invoice-issuing-process.ts"], {
    env: { ...process.env, DATABASE_URL: databaseUrl, BOOKING_ID: bookingId, COUNT: String(count) },
    stdio: ["pipe", "pipe", "inherit"],
  });
  let output = "";
  const numbers = new Promise<number[]>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => {
      const match = /NUMBERS=(.*)/.exec(output);
      if (code === 0 && match) resolve(JSON.parse(match[1]!) as number[]);
      else reject(new Error(`issuing process exited with ${code}: ${output}`));
    });
  });
  const ready = new Promise<void>((resolve) => {
    const check = () => (output.includes("READY") ? resolve() : setTimeout(check, 20));
    check();
  });
  return { ready, numbers, go: () => child.stdin.write("go\n") };
}

// PGlite lives inside one process, so two processes can only share a PostgreSQL server.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("invoice numbers across two processes", () => {
  it("runs 1..N with no gap and no duplicate when two processes issue many invoices at once", async () => {
    const { booking } = await documentScene(db);
    const url = (await getTestDatabaseUrl())!;
    const PER_PROCESS = 60;
    const issuers = [startIssuer(url, booking.id, PER_PROCESS), startIssuer(url, booking.id, PER_PROCESS)];
    await Promise.all(issuers.map((issuer) => issuer.ready));
    for (const issuer of issuers) issuer.go();
    const [first, second] = await Promise.all(issuers.map((issuer) => issuer.numbers));
    expect(first).toHaveLength(PER_PROCESS);
    expect(second).toHaveLength(PER_PROCESS);
    // The two took numbers at the same time: neither ran all of its own before the other began.
    expect(Math.min(...first!)).toBeLessThan(Math.max(...second!));
    expect(Math.min(...second!)).toBeLessThan(Math.max(...first!));
    const all = [...first!, ...second!].sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: 2 * PER_PROCESS }, (_, i) => i + 1));
    const rows = await db.select({ number: documents.number }).from(documents).where(eq(documents.kind, "invoice"));
    expect(rows.map((row) => row.number).sort((a, b) => a - b)).toEqual(all);
    expect(await db.select().from(moneyJournal)).toHaveLength(2 * PER_PROCESS);
  }, 60_000);
});
