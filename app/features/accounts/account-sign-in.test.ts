// A contact's sign-in (issue 24): the request answers the same for any address, the job e-mails a link only to a
// contact of an approved account, the link is minted as its e-mail is sent, works once and for 30 minutes, and opens
// an 8-hour session that ends on sign-out or when staff remove the contact. The real database and job runner.
import { eq, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, organisationContacts, organisationLinks, type EmailOutboxRow } from "#db/schema";
import { bookingEmailHooks } from "#app/features/booking/life-cycle/booking-messages.server";
import { startJobRunner } from "#app/features/jobs/job-runner.server";
import { createLogger, redactUrl } from "#server/logger";
import { setUpTestApp } from "#test/support/app-fixture";
import { postJson } from "#test/support/test-app";
import { ACCOUNT_COOKIE, accountTokenOf, clearAccountCookie, setAccountCookie } from "./account-cookie.server";
import { contactOfSession, endSession, exchangeSignInLink, isLiveSignInLink } from "./account-links.server";
import { accountPageOf } from "./account-page.server";
import {
  ACCOUNT_SIGN_IN_JOB,
  ACCOUNT_SIGN_IN_PLACEHOLDER,
  accountSignInJobHandler,
  SIGN_IN_ANSWER,
  SIGN_IN_EMAILS_PER_15_MINUTES,
  withAccountSignInLinks,
} from "./account-sign-in.server";
import { insertOrganisation } from "./account-test-kit";

const site = setUpTestApp();
const PRIYA = "priya@acme.example.com";

const ask = (email: string) => postJson(site.app, "/api/business-accounts/sign-in", { email });

const runJobs = () =>
  startJobRunner({
    db: site.app.ctx.db,
    logger: createLogger("silent"),
    handlers: { [ACCOUNT_SIGN_IN_JOB]: accountSignInJobHandler(site.app.ctx.site) },
    autoStart: false,
  }).runOnce();

const signInEmails = () =>
  site.app.ctx.db.select().from(emailOutbox).where(like(emailOutbox.kind, "account-sign-in:%"));

/** Sends a queued e-mail through the outbox's hooks, as server/index.ts wires them; the link's token, or null. */
async function send(row: EmailOutboxRow): Promise<string | null> {
  const hooks = withAccountSignInLinks(site.app.ctx.db, bookingEmailHooks(site.app.ctx.db));
  const sent = await hooks.prepare(row);
  if (!sent) return null;
  expect(sent.html).not.toContain(ACCOUNT_SIGN_IN_PLACEHOLDER);
  return /\/business-accounts\/sign-in\/([\w-]+)/.exec(sent.text)![1]!;
}

async function signInLinkFor(email = PRIYA): Promise<string> {
  await ask(email);
  await runJobs();
  const [row] = await signInEmails();
  return (await send(row!))!;
}

describe("asking for a sign-in link", () => {
  it("answers the same whether or not the address is a contact's, and e-mails only an approved account's contact", async () => {
    await insertOrganisation(site.app.ctx.db, { status: "approved", name: "Acme Security" });
    await insertOrganisation(site.app.ctx.db, { status: "applicant" }, [
      { fullName: "Ann Applicant", email: "ann@applicant.example.com" },
    ]);
    const answers = await Promise.all(
      ["PRIYA@acme.example.com", "ann@applicant.example.com", "nobody@example.com"].map(ask),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(202);
      expect(await answer.json()).toEqual({ message: SIGN_IN_ANSWER });
    }
    expect(await runJobs()).toMatchObject({ ran: 3, failed: 0 });
    const emails = await signInEmails();
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      toAddress: PRIYA,
      subject: "Sign in to your business account: Acme Security",
    });
    // No working link waits in the outbox: it is minted as the e-mail goes.
    expect(emails[0]!.text).toContain(`/business-accounts/sign-in/${ACCOUNT_SIGN_IN_PLACEHOLDER}`);
    expect(await site.app.ctx.db.select().from(organisationLinks)).toEqual([]);
  });

  it(`sends a contact at most ${SIGN_IN_EMAILS_PER_15_MINUTES} links in 15 minutes, however many ask`, async () => {
    await insertOrganisation(site.app.ctx.db, { status: "approved" });
    for (let i = 0; i < SIGN_IN_EMAILS_PER_15_MINUTES + 2; i++) await ask(PRIYA);
    await runJobs();
    expect(await signInEmails()).toHaveLength(SIGN_IN_EMAILS_PER_15_MINUTES);
    await site.app.ctx.db
      .update(emailOutbox)
      .set({ createdAt: sql`${emailOutbox.createdAt} - interval '16 minutes'` as unknown as Date });
    await ask(PRIYA);
    await runJobs();
    expect(await signInEmails()).toHaveLength(SIGN_IN_EMAILS_PER_15_MINUTES + 1);
  });

  it("does not send a queued link once its contact is removed or its account put on hold", async () => {
    const { organisation, contacts } = await insertOrganisation(site.app.ctx.db, { status: "approved" });
    await ask(PRIYA);
    await runJobs();
    const [row] = await signInEmails();
    await site.app.ctx.db.execute(sql`update organisation set status = 'on-hold' where id = ${organisation.id}`);
    expect(await send(row!)).toBeNull();
    await site.app.ctx.db.delete(organisationContacts).where(eq(organisationContacts.id, contacts[0]!.id));
    expect(await send(row!)).toBeNull();
  });
});

describe("signing in by the link", () => {
  it("opens an 8-hour session once, with the page of the contact's account", async () => {
    const { organisation } = await insertOrganisation(site.app.ctx.db, {
      status: "approved",
      termsDays: 30,
      creditLimit: 500_000,
    });
    const token = await signInLinkFor();
    expect(await isLiveSignInLink(site.app.ctx.db, token)).toBe(true);
    const [first, second] = await Promise.all([
      exchangeSignInLink(site.app.ctx.db, token),
      exchangeSignInLink(site.app.ctx.db, token),
    ]);
    const session = first ?? second;
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(await isLiveSignInLink(site.app.ctx.db, token)).toBe(false);
    // The link is no session, and the session is no link.
    expect(await contactOfSession(site.app.ctx.db, token)).toBeNull();
    expect(await exchangeSignInLink(site.app.ctx.db, session!)).toBeNull();

    const contact = await contactOfSession(site.app.ctx.db, session!);
    expect(contact).toMatchObject({ organisationId: organisation.id, email: PRIYA });
    const [row] = await site.app.ctx.db
      .select({ hours: sql<number>`extract(epoch from expires_at - created_at) / 3600`.mapWith(Number) })
      .from(organisationLinks)
      .where(sql`revoked_at is null`);
    expect(row!.hours).toBeCloseTo(8, 3);
    const page = await accountPageOf(site.app.ctx.db, contact!);
    expect(page).toMatchObject({
      contact: { fullName: "Priya Manager", email: PRIYA },
      organisation: { name: organisation.name, termsDays: 30, creditLimit: 500_000, unpaid: 0 },
      bookings: [],
      documents: [],
    });
  });

  it("refuses a link after 30 minutes", async () => {
    await insertOrganisation(site.app.ctx.db, { status: "approved" });
    const token = await signInLinkFor();
    await site.app.ctx.db
      .update(organisationLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` as unknown as Date });
    expect(await isLiveSignInLink(site.app.ctx.db, token)).toBe(false);
    expect(await exchangeSignInLink(site.app.ctx.db, token)).toBeNull();
  });

  it("refuses a link whose account was put on hold after it was sent", async () => {
    const { organisation } = await insertOrganisation(site.app.ctx.db, { status: "approved" });
    const token = await signInLinkFor();
    await site.app.ctx.db.execute(sql`update organisation set status = 'on-hold' where id = ${organisation.id}`);
    expect(await isLiveSignInLink(site.app.ctx.db, token)).toBe(false);
    expect(await exchangeSignInLink(site.app.ctx.db, token)).toBeNull();
  });

  it("ends the session on sign-out, after 8 hours, and when staff remove the contact", async () => {
    const { contacts } = await insertOrganisation(site.app.ctx.db, { status: "approved" });
    const signIn = async () => (await exchangeSignInLink(site.app.ctx.db, await freshLink()))!;
    const freshLink = async () => {
      await site.app.ctx.db.delete(emailOutbox);
      return signInLinkFor();
    };
    const signedOut = await signIn();
    await endSession(site.app.ctx.db, signedOut);
    expect(await contactOfSession(site.app.ctx.db, signedOut)).toBeNull();

    const expired = await signIn();
    await site.app.ctx.db
      .update(organisationLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` as unknown as Date });
    expect(await contactOfSession(site.app.ctx.db, expired)).toBeNull();

    const removed = await signIn();
    expect(await contactOfSession(site.app.ctx.db, removed)).not.toBeNull();
    await site.app.ctx.db.delete(organisationContacts).where(eq(organisationContacts.id, contacts[0]!.id));
    expect(await contactOfSession(site.app.ctx.db, removed)).toBeNull();
  });
});

describe("the session cookie", () => {
  const TOKEN = "a".repeat(43);

  it("is HttpOnly, SameSite=Lax, for 8 hours, and Secure only over HTTPS", () => {
    const http = setAccountCookie(new Request("http://localhost:3000/business-accounts/sign-in/x"), TOKEN);
    expect(http).toBe(`${ACCOUNT_COOKIE}=${TOKEN}; Path=/; Max-Age=28800; HttpOnly; SameSite=Lax`);
    const https = setAccountCookie(new Request("https://www.example.co.uk/business-accounts/sign-in/x"), TOKEN);
    expect(https).toBe(`${ACCOUNT_COOKIE}=${TOKEN}; Path=/; Max-Age=28800; HttpOnly; SameSite=Lax; Secure`);
    expect(clearAccountCookie(new Request("https://www.example.co.uk/"))).toContain("Max-Age=0");
  });

  it("is read from the Cookie header among others", () => {
    const request = new Request("http://localhost/", { headers: { Cookie: `a=1; ${ACCOUNT_COOKIE}=${TOKEN}; b=2` } });
    expect(accountTokenOf(request)).toBe(TOKEN);
    expect(accountTokenOf(new Request("http://localhost/"))).toBeUndefined();
  });
});

describe("the sign-in link in the request log", () => {
  it.each([
    [`/business-accounts/sign-in/${"b".repeat(43)}`, "/business-accounts/sign-in/[redacted]"],
    [`/business-accounts/sign-in/${"b".repeat(43)}.data`, "/business-accounts/sign-in/[redacted]"],
    ["/business-accounts/sign-in", "/business-accounts/sign-in"],
  ])("logs %s as %s", (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});
