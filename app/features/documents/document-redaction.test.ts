// Issued documents anonymised with their person (decision 027): the retention schedule's anonymisation, 6 years after
// a person's last booking, blanks them in their bookings' invoices and receipts (a person's name and address; an
// organisation's payer named in attention, the organisation's details kept), and the PDF drawn from the document then
// names nobody, with the same number, lines, totals and dates. The database allows a document that one change and
// still refuses any other, and every DELETE, whoever sends it (raw SQL here). On PGlite and on PostgreSQL.
import { and, eq, sql, type SQL } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#db/db.server";
import { documents, moneyJournal, payments, type DocumentRow } from "#db/schema";
import { insertOrganisation } from "#app/features/accounts/account-test-kit";
import { formatDate } from "#app/shared/dates";
import { formatPoundsExact } from "#app/shared/money";
import { finishedPriyaScene, PRIYA_DETAILS } from "#test/support/erasure-scene";
import { insertAvailableDate, insertBooking, insertCourse } from "#test/support/factories";
import { pdfPages } from "#test/support/pdf-text";
import { runRetentionAt } from "#test/support/retention-sweep";
import { useTestDatabase } from "#test/support/test-database";
import { academy } from "./documents-test-kit";
import { documentPdf } from "./document-pdf.server";
import type { DocumentCustomer } from "./document-snapshot";
import { issueInvoice } from "./issue-invoice.server";
import { issueReceipt } from "./issue-receipt.server";
import { snapshotOf } from "./issue-document.server";

let db: Database;
beforeEach(async () => {
  db = (await useTestDatabase()).db;
});

const site = academy();

const documentsOf = (bookingId: string) =>
  db.select().from(documents).where(eq(documents.bookingId, bookingId)).orderBy(documents.displayNumber);

const pdfText = async (document: DocumentRow) =>
  (await pdfPages(await documentPdf(document))).map((page) => page.text).join(" ");

/** Priya's finished booking (course 4-5 March 2025) with its invoice and its payment's receipt. */
async function priyaWithDocuments() {
  const scene = await finishedPriyaScene(db);
  const [paid] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, scene.booking.id), eq(payments.kind, "full")));
  await db.transaction(async (tx) => {
    await issueInvoice(tx, scene.booking.id, { site, issuedOn: "2025-02-01" });
    expect(await issueReceipt(tx, paid!.id, site)).toBeDefined();
  });
  return scene;
}

/** A booking on an employer's account by Olu Payer, on a course that ended 5 March 2025, with its invoice. */
async function organisationInvoice() {
  const { organisation } = await insertOrganisation(db, {
    name: "Acme Security Ltd",
    billingAddress: "Unit 2, Mill Lane, Slough",
    billingPostcode: "SL1 2AB",
    vatNumber: "GB 987 6543 21",
  });
  const course = await insertCourse(db, { title: "SIA Door Supervisor" });
  const date = await insertAvailableDate(db, { courseId: course.id, date: "2025-03-04", location: "Reading" });
  const booking = await insertBooking(db, {
    courseId: course.id,
    availableDateId: date.id,
    status: "confirmed",
    paymentType: "invoice",
    organisationId: organisation.id,
    purchaseOrder: "PO-4471",
    totalPrice: 24_900,
    paid: 24_900,
    userDetails: {
      fullName: "Olu Payer",
      email: "olu@example.com",
      phone: "07700 900 123",
      address: "8 Elm Close",
      postcode: "OX2 9ZZ",
    },
  });
  const invoice = await db.transaction((tx) => issueInvoice(tx, booking.id, { site, issuedOn: "2025-02-01" }));
  return { booking, invoice };
}

describe("the retention schedule's anonymisation of issued documents", () => {
  it("blanks a lapsed person's name and address on their invoice and receipt; number, lines, totals, dates stay", async () => {
    const { booking } = await priyaWithDocuments();
    const before = await documentsOf(booking.id);
    expect(before.map((document) => document.kind)).toEqual(["invoice", "receipt"]);
    for (const document of before) {
      const text = await pdfText(document);
      for (const detail of ["Priya Shah", "2 Mill Road", "RG1 1AA"]) expect(text, detail).toContain(detail);
    }

    await runRetentionAt(db, "2031-03-06", "03:30");

    const after = await documentsOf(booking.id);
    expect(after).toEqual(
      before.map((document) => ({
        ...document,
        snapshot: {
          ...document.snapshot,
          customer: { name: "Erased", address: [], attention: null, vatNumber: null, purchaseOrder: null },
        },
      })),
    );
    for (const document of after) {
      const text = await pdfText(document);
      for (const detail of [...PRIYA_DETAILS, "2 Mill Road"]) expect(text, detail).not.toContain(detail);
      const snapshot = snapshotOf(document);
      expect(text).toContain("Erased");
      expect(text).toContain(document.displayNumber);
      expect(text).toContain(formatDate(document.issuedOn));
      expect(text).toContain(formatPoundsExact(document.total));
      for (const line of snapshot.lines) expect(text).toContain(formatPoundsExact(line.amount));
    }

    // A second run finds nobody new and changes nothing.
    await runRetentionAt(db, "2031-03-07", "03:30");
    expect(await documentsOf(booking.id)).toEqual(after);
  });

  it("keeps an organisation's details on its invoice and blanks the payer named for its attention", async () => {
    const { booking, invoice } = await organisationInvoice();
    expect(await pdfText(invoice)).toContain("Olu Payer");

    await runRetentionAt(db, "2031-03-06", "03:30");

    const [after] = await documentsOf(booking.id);
    expect(after).toEqual({
      ...invoice,
      snapshot: {
        ...invoice.snapshot,
        customer: {
          name: "Acme Security Ltd",
          address: ["Unit 2", "Mill Lane", "Slough", "SL1 2AB"],
          attention: null,
          vatNumber: "GB 987 6543 21",
          purchaseOrder: "PO-4471",
        },
      },
    });
    const text = await pdfText(after!);
    for (const detail of ["Olu", "Payer", "Elm Close", "OX2 9ZZ"]) expect(text, detail).not.toContain(detail);
    for (const detail of ["Acme Security Ltd", "Mill Lane", "SL1 2AB", "GB 987 6543 21", "PO-4471"])
      expect(text, detail).toContain(detail);
  });

  it("leaves the documents of a person not yet past their 6 years as issued", async () => {
    const { booking } = await priyaWithDocuments();
    const before = await documentsOf(booking.id);
    await runRetentionAt(db, "2031-03-05", "03:30");
    expect(await documentsOf(booking.id)).toEqual(before);
  });
});

/** The PostgreSQL error code and message of a refused statement, looking through Drizzle's wrapper. */
async function refusal(statement: SQL): Promise<{ code: unknown; message: string }> {
  try {
    await db.execute(statement);
  } catch (error) {
    let cause: unknown = error;
    while (cause && typeof cause === "object" && !("code" in cause) && "cause" in cause) cause = cause.cause;
    const { code, message } = cause as { code?: unknown; message: string };
    return { code, message };
  }
  throw new Error("the statement was not refused");
}

const REFUSED = { code: "23001", message: "document rows are never changed or deleted: issue a new one instead" };

const setCustomer = (id: string, customer: unknown) =>
  sql`update document set snapshot = jsonb_set(snapshot, '{customer}', ${JSON.stringify(customer)}::jsonb)
      where id = ${id}`;

describe("the redacted form of a document's customer (document_redacted_customer, the one definition)", () => {
  const person: DocumentCustomer = {
    name: "Priya Patel",
    address: ["12 Station Road", "Reading", "RG1 1AA"],
    attention: null,
    vatNumber: null,
    purchaseOrder: "PO-77",
  };
  const organisation: DocumentCustomer = {
    name: "Acme Security Ltd",
    address: ["9 Mill Lane", "SL1 2AB"],
    attention: "Olu Payer",
    vatNumber: "GB 987 6543 21",
    purchaseOrder: "PO-4471",
  };
  const erased = { name: "Erased", address: [], attention: null, vatNumber: null, purchaseOrder: "PO-77" };
  const employer = { ...organisation, attention: null };
  it.each([
    {
      why: "a person's: the erased word for the name, no address",
      customer: person,
      forOrganisation: false,
      redacted: erased,
    },
    { why: "a person's already redacted: the same", customer: erased, forOrganisation: false, redacted: erased },
    {
      why: "an organisation's: its name, address, VAT number and purchase order kept, the payer's name blanked",
      customer: organisation,
      forOrganisation: true,
      redacted: employer,
    },
    {
      why: "an organisation's already redacted: the same",
      customer: employer,
      forOrganisation: true,
      redacted: employer,
    },
  ])("$why", async ({ customer, forOrganisation, redacted }) => {
    const result = (await db.execute(
      sql`select document_redacted_customer(${JSON.stringify(customer)}::jsonb, ${forOrganisation}) as redacted`,
    )) as unknown as { rows: { redacted: unknown }[] };
    expect(result.rows[0]!.redacted).toEqual(redacted);
  });
});

describe("the database's rule for issued documents", () => {
  it("allows the redaction of a person's document, again and again, and nothing else", async () => {
    const { booking } = await priyaWithDocuments();
    const [invoice] = await documentsOf(booking.id);
    const { customer } = snapshotOf(invoice!);
    const redacted = { ...customer, name: "Erased", address: [], attention: null };
    const id = invoice!.id;

    for (const statement of [
      sql`update document set total = total + 1 where id = ${id}`,
      sql`update document set due_on = '2030-01-01' where id = ${id}`,
      sql`update document set snapshot = jsonb_set(snapshot, '{lines,0,amount}', '1') where id = ${id}`,
      sql`update document set snapshot = jsonb_set(snapshot, '{totals,total}', '1') where id = ${id}`,
      setCustomer(id, { ...customer, name: "Someone Else" }),
      setCustomer(id, { ...redacted, name: "Someone Else" }),
      setCustomer(id, { ...redacted, vatNumber: "GB 1" }),
      // The redaction with any other change at once.
      sql`update document set snapshot = jsonb_set(jsonb_set(snapshot, '{customer}', ${JSON.stringify(redacted)}::jsonb),
          '{number}', '"INV-999999"') where id = ${id}`,
      sql`update document set total = total + 1,
          snapshot = jsonb_set(snapshot, '{customer}', ${JSON.stringify(redacted)}::jsonb) where id = ${id}`,
      // Unchanged is no redaction: nothing was blanked.
      sql`update document set snapshot = snapshot where id = ${id}`,
      sql`delete from document where id = ${id}`,
    ]) {
      expect(await refusal(statement)).toEqual(REFUSED);
    }
    const [unchanged] = await db.select().from(documents).where(eq(documents.id, id));
    expect(unchanged).toEqual(invoice);

    await db.execute(setCustomer(id, redacted));
    await db.execute(setCustomer(id, redacted));
    const [after] = await db.select().from(documents).where(eq(documents.id, id));
    expect(after).toEqual({ ...invoice, snapshot: { ...invoice!.snapshot, customer: redacted } });
    // Redacted, it is as fixed as before.
    expect(await refusal(setCustomer(id, customer))).toEqual(REFUSED);
    expect(await refusal(sql`delete from document where id = ${id}`)).toEqual(REFUSED);
  });

  it("allows an organisation's document only its payer's name blanked, never the organisation's details", async () => {
    const { invoice } = await organisationInvoice();
    const { customer } = snapshotOf(invoice);
    const id = invoice.id;
    expect(await refusal(setCustomer(id, { ...customer, name: "Erased", address: [], attention: null }))).toEqual(
      REFUSED,
    );
    const redacted = { ...customer, attention: null };
    await db.execute(setCustomer(id, redacted));
    expect(await refusal(setCustomer(id, { ...redacted, name: "Erased", address: [] }))).toEqual(REFUSED);
    const [after] = await db.select().from(documents).where(eq(documents.id, id));
    expect(snapshotOf(after!).customer).toEqual({ ...customer, attention: null });
  });

  it("still refuses any change or deletion of a money journal row", async () => {
    const { invoice } = await organisationInvoice();
    const [row] = await db.select().from(moneyJournal).where(eq(moneyJournal.documentId, invoice.id));
    const journalRefused = {
      code: "23001",
      message: "money_journal rows are never changed or deleted: issue a new one instead",
    };
    expect(await refusal(sql`update money_journal set amount = amount where id = ${row!.id}`)).toEqual(journalRefused);
    expect(await refusal(sql`delete from money_journal where id = ${row!.id}`)).toEqual(journalRefused);
  });
});
