// Documents over HTTP (issue 24): the customer downloads their booking's documents by its link; staff list every
// document, download any, and export the money journal.
import { Router, type Response } from "express";
import type { AppContext } from "#server/app-context";
import { HttpError, notFound } from "#app/shared/http-error";
import { londonToday } from "#app/shared/dates";
import { parseId } from "#app/shared/staff/route-helpers.server";
import { signedInStaff } from "#app/shared/staff/signed-in-staff.server";
import { parseInput } from "#app/shared/validation";
import { bookingIdOfToken } from "#app/features/booking/life-cycle/booking-links.server";
import { accountTokenOf } from "#app/features/accounts/account-cookie.server";
import { contactOfSession } from "#app/features/accounts/account-links.server";
import type { DocumentRow } from "#db/schema";
import { documentFileName, documentPdf } from "./document-pdf.server";
import { DocumentsQuerySchema, InvoicePaymentSchema, JournalQuerySchema } from "./documents-schema";
import { recordInvoicePayment } from "./invoice-payment.server";
import { documentById, documentsOfBooking, listDocuments } from "./documents.server";
import { journalCsv, journalEntries } from "./money-journal.server";

const documentNotFound = () => notFound("Document not found");

async function sendDocument(res: Response, document: DocumentRow): Promise<void> {
  res.set({
    "Content-Type": "application/pdf",
    "Content-Disposition": `inline; filename="${documentFileName(document)}"`,
    "Cache-Control": "no-store",
  });
  res.send(await documentPdf(document));
}

export const ACCOUNT_SIGNED_OUT = "Please sign in to your business account again to download this document.";

/** The business account session's token from an Express request's Cookie header. */
const accountSessionOf = (cookie: string | undefined) =>
  accountTokenOf(new Request("http://localhost/", { headers: { Cookie: cookie ?? "" } }));

/**
 * The customer's: a booking's documents by its link, never another booking's (404 for any other id); and a business
 * account's documents for its signed-in contact (the account page's links), never another organisation's.
 */
export function documentsApi(app: AppContext): Router {
  const router = Router();
  const bookingOf = async (token: string) => {
    const bookingId = await bookingIdOfToken(app.db, token);
    if (!bookingId) throw notFound("Booking not found");
    return bookingId;
  };
  router.get("/bookings/by-token/:token/documents", async (req, res) => {
    const bookingId = await bookingOf(req.params.token);
    res.set("Cache-Control", "no-store").json(await documentsOfBooking(app.db, bookingId));
  });
  router.get("/bookings/by-token/:token/documents/:documentId.pdf", async (req, res) => {
    const bookingId = await bookingOf(req.params.token);
    const document = await documentById(app.db, parseId(req.params.documentId, "Document"));
    if (!document || document.bookingId !== bookingId) throw documentNotFound();
    await sendDocument(res, document);
  });
  router.get("/business-accounts/documents/:documentId.pdf", async (req, res) => {
    const contact = await contactOfSession(app.db, accountSessionOf(req.headers.cookie));
    if (!contact) throw new HttpError(401, ACCOUNT_SIGNED_OUT);
    const document = await documentById(app.db, parseId(req.params.documentId, "Document"));
    if (!document || document.organisationId !== contact.organisationId) throw documentNotFound();
    await sendDocument(res, document);
  });
  return router;
}

/**
 * Staff's, under /api/admin: the list of documents, any document's PDF, a bank transfer recorded against an invoice,
 * and the money journal as CSV.
 */
export function documentsAdminApi(app: AppContext): Router {
  const router = Router();
  router.get("/documents", async (req, res) => {
    res.json(await listDocuments(app.db, parseInput(DocumentsQuerySchema, req.query)));
  });
  router.get("/documents/:id.pdf", async (req, res) => {
    const document = await documentById(app.db, parseId(req.params.id, "Document"));
    if (!document) throw documentNotFound();
    await sendDocument(res, document);
  });
  // 201 for a payment recorded now; 200 for a repeat of one already recorded with the same key.
  router.post("/documents/:id/payments", async (req, res) => {
    const id = parseId(req.params.id, "Invoice");
    const input = parseInput(InvoicePaymentSchema, req.body);
    const result = await recordInvoicePayment(app.db, id, input, signedInStaff(res), app.site);
    res.status(result.repeated ? 200 : 201).json(result);
  });
  router.get("/money-journal.csv", async (req, res) => {
    const query = parseInput(JournalQuerySchema, req.query);
    // This month so far when no days are given, as the takings report's default.
    const today = londonToday();
    const from = query.from ?? `${(query.to ?? today).slice(0, 7)}-01`;
    const to = query.to ?? today;
    res
      .set("Cache-Control", "no-store")
      .type("text/csv; charset=utf-8")
      .attachment(`money-journal-${from}-to-${to}.csv`)
      .send(journalCsv(await journalEntries(app.db, from, to)));
  });
  return router;
}
