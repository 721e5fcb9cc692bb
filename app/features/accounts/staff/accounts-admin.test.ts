// Staff decide on business accounts (issue 24): the list by status, approve with terms and a limit, decline or hold
// with a note, contacts added and removed; each decision in the audit log and e-mailed to the billing address.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, emailOutbox, organisationContacts, organisations } from "#db/schema";
import { setUpTestApp } from "#test/support/app-fixture";
import { fieldErrorsOf } from "#test/support/factories";
import { insertOrganisation } from "../account-test-kit";
import type { AdminOrganisation, AdminOrganisationRow } from "./staff-schema";

const site = setUpTestApp({ admin: true });

const auditOf = (id: string) => site.app.ctx.db.select().from(auditLog).where(eq(auditLog.recordId, id));
const emailsTo = (address: string) =>
  site.app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));

describe("the staff's business accounts", () => {
  it("lists accounts, filtered by status", async () => {
    const { organisation: applicant } = await insertOrganisation(site.app.ctx.db, { name: "Applicant Ltd" });
    await insertOrganisation(site.app.ctx.db, { name: "Approved Ltd", status: "approved" });
    const all = await site.admin.get<AdminOrganisationRow[]>("/organisations");
    expect(all.map((row) => row.name).sort()).toEqual(["Applicant Ltd", "Approved Ltd"]);
    const applied = await site.admin.get<AdminOrganisationRow[]>("/organisations?status=applicant");
    expect(applied).toMatchObject([{ id: applicant.id, name: "Applicant Ltd", status: "applicant", contacts: 1 }]);
    expect((await site.admin.send("GET", "/organisations?status=nonsense")).status).toBe(400);
  });

  it("approves with terms and a credit limit in pence, logs it and e-mails the billing address", async () => {
    const { organisation } = await insertOrganisation(site.app.ctx.db);
    const answer = await site.admin.post<AdminOrganisation>(`/organisations/${organisation.id}/approve`, {
      termsDays: 45,
      creditLimit: 500_000,
    });
    expect(answer).toMatchObject({ status: "approved", termsDays: 45, creditLimit: 500_000 });
    expect(answer.decidedBy).toMatch(/^admin/);
    const [audit] = await auditOf(organisation.id);
    expect(audit).toMatchObject({
      action: "organisation.approve",
      recordType: "organisation",
      summary: `Approved ${organisation.name}: 45-day terms, credit limit £5,000`,
      before: { status: "applicant", termsDays: 30, creditLimit: 0 },
      after: { status: "approved", termsDays: 45, creditLimit: 500_000 },
    });
    const [email] = await emailsTo("accounts@acme.example.com");
    expect(email?.subject).toBe(`Your business account is approved: ${organisation.name}`);
    expect(email?.text).toContain("Payment terms: 45 days from the invoice date");
    expect(email?.text).toContain("Credit limit: £5,000");
    expect(email?.text).toContain("/business-accounts/sign-in");
  });

  it("defaults the terms to 30 days", async () => {
    const { organisation } = await insertOrganisation(site.app.ctx.db);
    const answer = await site.admin.post<AdminOrganisation>(`/organisations/${organisation.id}/approve`, {
      creditLimit: 100_000,
    });
    expect(answer.termsDays).toBe(30);
  });

  it("declines with a note told to the applicant, and refuses to decline an approved account", async () => {
    const { organisation } = await insertOrganisation(site.app.ctx.db);
    const note = "We could not verify the company's registration.";
    const answer = await site.admin.post<AdminOrganisation>(`/organisations/${organisation.id}/decline`, { note });
    expect(answer).toMatchObject({ status: "declined", decisionNote: note });
    const [email] = await emailsTo("accounts@acme.example.com");
    expect(email?.subject).toBe(`Your business account application: ${organisation.name}`);
    expect(email?.text).toContain(`Our note: ${note}`);
    expect(await auditOf(organisation.id)).toMatchObject([{ action: "organisation.decline" }]);

    const { organisation: approved } = await insertOrganisation(site.app.ctx.db, { status: "approved" });
    const refused = await site.admin.send("POST", `/organisations/${approved.id}/decline`, { note });
    expect(refused.status).toBe(409);
    const [still] = await site.app.ctx.db.select().from(organisations).where(eq(organisations.id, approved.id));
    expect(still?.status).toBe("approved");
    expect(await auditOf(approved.id)).toEqual([]);
  });

  it("puts an approved account on hold with a note, and only an approved one", async () => {
    const { organisation } = await insertOrganisation(site.app.ctx.db, { status: "approved", creditLimit: 100_000 });
    const answer = await site.admin.post<AdminOrganisation>(`/organisations/${organisation.id}/hold`, {
      note: "Invoice INV-000012 is 45 days overdue.",
    });
    expect(answer).toMatchObject({ status: "on-hold", creditLimit: 100_000 });
    const [email] = await emailsTo("accounts@acme.example.com");
    expect(email?.subject).toBe(`Your business account is on hold: ${organisation.name}`);
    expect(email?.text).toContain("Invoice INV-000012 is 45 days overdue.");
    const again = await site.admin.send("POST", `/organisations/${organisation.id}/hold`, { note: "Again" });
    expect(again.status).toBe(409);
  });

  it("wants a note to decline, and a limit to approve", async () => {
    const { organisation } = await insertOrganisation(site.app.ctx.db);
    expect(await fieldErrorsOf(await site.admin.send("POST", `/organisations/${organisation.id}/decline`, {}))).toEqual(
      { note: ["Please write a note to the business"] },
    );
    const noLimit = await site.admin.send("POST", `/organisations/${organisation.id}/approve`, { termsDays: 30 });
    expect(Object.keys(await fieldErrorsOf(noLimit))).toEqual(["creditLimit"]);
    expect(
      (await site.admin.send("POST", `/organisations/${crypto.randomUUID()}/approve`, { creditLimit: 1 })).status,
    ).toBe(404);
  });

  it("adds and removes contacts, each in the log, and refuses an address already on the account", async () => {
    const { organisation } = await insertOrganisation(site.app.ctx.db);
    const added = await site.admin.send("POST", `/organisations/${organisation.id}/contacts`, {
      fullName: "Sam Booker",
      email: "sam@acme.example.com",
    });
    expect(added.status).toBe(201);
    const contact = (await added.json()) as { id: string };
    const twice = await site.admin.send("POST", `/organisations/${organisation.id}/contacts`, {
      fullName: "Sam Again",
      email: "SAM@acme.example.com",
    });
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as { fieldErrors: object }).fieldErrors).toEqual({
      email: ["That address is already a contact of this account"],
    });
    const page = await site.admin.get<AdminOrganisation>(`/organisations/${organisation.id}`);
    expect(page.contactList.map((row) => row.email)).toEqual(["priya@acme.example.com", "sam@acme.example.com"]);

    const removed = await site.admin.send("DELETE", `/organisations/${organisation.id}/contacts/${contact.id}`);
    expect(removed.status).toBe(204);
    const left = await site.app.ctx.db
      .select()
      .from(organisationContacts)
      .where(eq(organisationContacts.organisationId, organisation.id));
    expect(left.map((row) => row.email)).toEqual(["priya@acme.example.com"]);
    expect((await auditOf(organisation.id)).map((row) => row.action).sort()).toEqual([
      "organisation.add-contact",
      "organisation.remove-contact",
    ]);
    const again = await site.admin.send("DELETE", `/organisations/${organisation.id}/contacts/${contact.id}`);
    expect(again.status).toBe(404);
  });
});
