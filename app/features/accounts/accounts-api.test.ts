// Applying for a business account (issue 24): POST /api/business-accounts on the real app and database.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, organisationContacts, organisations } from "#db/schema";
import { setUpTestApp } from "#test/support/app-fixture";
import { fieldErrorsOf } from "#test/support/factories";
import { postJson } from "#test/support/test-app";
import { APPLICATION_THANKS } from "./account-application.server";
import { accountApplication } from "./account-test-kit";

const site = setUpTestApp();

// Postcode and VAT number typed in lower case, as a visitor might: the stored ones are upper case, as the kit has them.
const { companyName, fullName, email, website: _honeypot, ...organisationFields } = accountApplication();
const application = { ...accountApplication(), billingPostcode: "rg1 1aa", vatNumber: "gb 123 4567 89" };

const apply = (body: object) => postJson(site.app, "/api/business-accounts", body);

describe("applying for a business account", () => {
  it("stores the organisation as an applicant with its applicant as first contact, and e-mails them and staff", async () => {
    const response = await apply(application);
    expect(response.status).toBe(201);
    const { id, message } = (await response.json()) as { id: string; message: string };
    expect(message).toBe(APPLICATION_THANKS);

    const [organisation] = await site.app.ctx.db.select().from(organisations).where(eq(organisations.id, id));
    expect(organisation).toMatchObject({
      name: companyName,
      ...organisationFields,
      status: "applicant",
      termsDays: 30,
      creditLimit: 0,
      decidedAt: null,
    });
    const contacts = await site.app.ctx.db
      .select()
      .from(organisationContacts)
      .where(eq(organisationContacts.organisationId, id));
    expect(contacts).toMatchObject([{ fullName, email }]);

    const emails = await site.app.ctx.db.select().from(emailOutbox);
    const toApplicant = emails.find((email) => email.toAddress === "priya@acme.example.com");
    expect(toApplicant?.subject).toBe("We have your business account application: Acme Security Ltd");
    expect(toApplicant?.text).toContain("Purchase order on each booking: Yes");
    const toStaff = emails.find((email) => email.toAddress === site.app.ctx.site.email);
    expect(toStaff?.subject).toBe("New business account application: Acme Security Ltd");
    expect(toStaff?.text).toContain(`/admin/accounts/${id}`);
    expect(toStaff?.text).toContain("Priya Manager <priya@acme.example.com>");
    expect(emails).toHaveLength(2);
  });

  it("leaves the VAT number and purchase order out when not given", async () => {
    const response = await apply({ ...application, vatNumber: "", poRequired: undefined });
    expect(response.status).toBe(201);
    const [organisation] = await site.app.ctx.db.select().from(organisations);
    expect(organisation).toMatchObject({ vatNumber: null, poRequired: false });
  });

  it("refuses bad fields with a message on each, storing and sending nothing", async () => {
    const response = await apply({
      ...application,
      companyName: " ",
      billingPostcode: "12345",
      billingEmail: "accounts@",
      phone: "123",
      vatNumber: "GB 12",
      email: "priya",
    });
    expect(response.status).toBe(400);
    expect(await fieldErrorsOf(response)).toEqual({
      companyName: ["Company name is required"],
      billingPostcode: ["Please enter a valid UK postcode, such as OX4 2HW"],
      billingEmail: ["Please enter a valid email address"],
      phone: ["Please enter a valid phone number"],
      vatNumber: ["Please enter a UK VAT number, such as GB 123 4567 89, or leave it blank"],
      email: ["Please enter a valid email address"],
    });
    expect(await site.app.ctx.db.select().from(organisations)).toEqual([]);
    expect(await site.app.ctx.db.select().from(emailOutbox)).toEqual([]);
  });

  it("stores nothing when the honeypot is filled", async () => {
    const response = await apply({ ...application, website: "https://spam.example" });
    expect(response.status).toBe(400);
    expect(await site.app.ctx.db.select().from(organisations)).toEqual([]);
  });
});
