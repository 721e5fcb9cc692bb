// A business account's documents for its signed-in contact (issue 24): the account page links each invoice, receipt and
// credit note to GET /api/business-accounts/documents/{id}.pdf, which the contact's session cookie authorises for
// their own organisation's documents only: another organisation's is 404, signed out is 401.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { learners, type DocumentRow } from "#db/schema";
import { setUpTestApp } from "#test/support/app-fixture";
import { insertAvailableDate, insertBooking, insertCourse } from "#test/support/factories";
import { pdfPages } from "#test/support/pdf-text";
import { addDays, londonToday } from "#app/shared/dates";
import { ACCOUNT_SIGNED_OUT } from "#app/features/documents/documents-api.server";
import { issueInvoice } from "#app/features/documents/issue-invoice.server";
import { insertOrganisation } from "./account-test-kit";
import { ACCOUNT_COOKIE } from "./account-cookie.server";
import { contactOfSession, createSignInLink, endSession, exchangeSignInLink } from "./account-links.server";
import { accountDocumentPath } from "./account-page";
import { accountPageOf } from "./account-page.server";
import { AccountView } from "./ui/account-view";

const site = setUpTestApp();
const db = () => site.app.ctx.db;

/** An approved business with one contact, a booking on its account and that booking's invoice. */
async function accountWithInvoice(email: string) {
  const { organisation, contacts } = await insertOrganisation(db(), { status: "approved" }, [
    { fullName: "Office Manager", email },
  ]);
  const course = await insertCourse(db(), { title: "SIA Door Supervisor", price: 24_900 });
  const date = await insertAvailableDate(db(), { courseId: course.id, date: addDays(londonToday(), 30) });
  const booking = await insertBooking(db(), {
    courseId: course.id,
    availableDateId: date.id,
    status: "confirmed",
    organisationId: organisation.id,
    seats: 2,
    paymentAmount: 49_800,
    totalPrice: 49_800,
    paid: 0,
  });
  await db()
    .insert(learners)
    .values(
      ["Tom Reid", "Ann Lee"].map((fullName, index) => ({
        bookingId: booking.id,
        fullName,
        email: `learner${index + 1}@example.com`,
        price: 24_900,
        position: index + 1,
      })),
    );
  const invoice: DocumentRow = await db().transaction((tx) =>
    issueInvoice(tx, booking.id, { site: site.app.ctx.site }),
  );
  return { organisation, contact: contacts[0]!, invoice };
}

/** The contact's session token, as their sign-in link gives it. */
const signIn = async (contactId: string) => (await exchangeSignInLink(db(), await createSignInLink(db(), contactId)))!;

const download = (documentId: string, session?: string) =>
  site.app.fetch(accountDocumentPath(documentId), {
    headers: session ? { Cookie: `${ACCOUNT_COOKIE}=${session}` } : {},
  });

describe("a business account's documents", () => {
  it("are linked from the account page and download as PDFs for its signed-in contact", async () => {
    const { contact, invoice } = await accountWithInvoice("office@acme.example.com");
    const session = await signIn(contact.id);

    // The page's data for that session, and its view: the invoice's number is the link to its PDF.
    const page = await accountPageOf(db(), (await contactOfSession(db(), session))!);
    expect(page!.documents.map((document) => document.id)).toEqual([invoice.id]);
    expect(page!.bookings).toMatchObject([
      { courseTitle: "SIA Door Supervisor", startDate: addDays(londonToday(), 30), seats: 2, status: "confirmed" },
    ]);
    const html = renderToStaticMarkup(<AccountView page={page!} />);
    expect(html).toContain(`href="${accountDocumentPath(invoice.id)}"`);
    expect(html).toMatch(new RegExp(`>${invoice.displayNumber}<span class="sr-only"> \\(PDF\\)</span></a>`));

    const response = await download(invoice.id, session);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const [first] = await pdfPages(await response.arrayBuffer());
    expect(first!.text).toContain(invoice.displayNumber);
  });

  it("never gives another organisation's document: 404, as for one that does not exist", async () => {
    const ours = await accountWithInvoice("office@acme.example.com");
    const theirs = await accountWithInvoice("office@other.example.com");
    const session = await signIn(ours.contact.id);
    for (const id of [theirs.invoice.id, "5d1b1e4a-62a2-4c1f-9d1e-0b8f2f8c7a11", "not-an-id"]) {
      const response = await download(id, session);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).not.toBe("application/pdf");
    }
  });

  it("asks a contact who is signed out, or whose session has ended, to sign in again: 401", async () => {
    const { contact, invoice } = await accountWithInvoice("office@acme.example.com");
    const session = await signIn(contact.id);
    await endSession(db(), session);
    for (const cookie of [undefined, session, "x".repeat(43)]) {
      const response = await download(invoice.id, cookie);
      expect(response.status).toBe(401);
      expect(((await response.json()) as { message: string }).message).toBe(ACCOUNT_SIGNED_OUT);
    }
  });
});
