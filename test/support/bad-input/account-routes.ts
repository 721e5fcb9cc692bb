// Employers' business accounts (issue 24): the public application and sign-in request, and the staff's decisions
// and contacts. The staff routes name an account nobody has: a good body reaches the lookup, which answers 404.
import { accountApplication } from "#app/features/accounts/account-test-kit";
import { calendarDate, email, text, tooLong, uuid, wholeNumber, yesNo } from "../bad-values";
import type { RouteSpec, Scene } from "./route-spec";

const NOBODY = "5d1b1e4a-62a2-4c1f-9d1e-0b8f2f8c7a11";

const note: RouteSpec = {
  path: () => `/api/admin/organisations/${NOBODY}/decline`,
  body: () => ({ note: "We could not verify the company's details." }),
  fields: { note: text(1000, { lines: "multi" }) },
  freeText: ["note"],
  strict: true,
  accepted: 404,
};

export const ACCOUNT_ROUTES: Record<string, RouteSpec> = {
  "POST /api/business-accounts": {
    path: () => "/api/business-accounts",
    body: accountApplication,
    fields: {
      companyName: text(200, { min: 2 }),
      billingAddress: text(500, { min: 5, lines: "multi" }),
      billingPostcode: {
        required: true,
        lines: "one",
        bad: [null, "", "NOT A POSTCODE", "12345", 42, {}, [], tooLong(12)],
      },
      billingEmail: email(),
      phone: text(30, { min: 10 }),
      vatNumber: { required: false, lines: "one", bad: ["GB 12", "not a vat number", 123456789, {}, []] },
      poRequired: yesNo,
      fullName: text(100, { min: 2 }),
      email: email(),
      website: { required: false, bad: ["https://spam.example", 42, {}] },
    },
    freeText: ["companyName", "billingAddress", "fullName"],
    strict: true,
    accepted: 201,
  },
  "POST /api/business-accounts/sign-in": {
    path: () => "/api/business-accounts/sign-in",
    body: () => ({ email: "priya@acme.example.com" }),
    fields: { email: email() },
    strict: true,
    accepted: 202,
  },
  "POST /api/admin/organisations/:id/approve": {
    path: () => `/api/admin/organisations/${NOBODY}/approve`,
    body: () => ({ termsDays: 30, creditLimit: 500_000 }),
    fields: { termsDays: wholeNumber(0, 120, { required: false }), creditLimit: wholeNumber(0, 100_000_000) },
    strict: true,
    accepted: 404,
  },
  "POST /api/admin/organisations/:id/decline": note,
  "POST /api/admin/organisations/:id/hold": { ...note, path: () => `/api/admin/organisations/${NOBODY}/hold` },
  "POST /api/admin/organisations/:id/contacts": {
    path: () => `/api/admin/organisations/${NOBODY}/contacts`,
    body: () => ({ fullName: "Sam Booker", email: "sam@acme.example.com" }),
    fields: { fullName: text(100, { min: 2 }), email: email() },
    freeText: ["fullName"],
    strict: true,
    accepted: 404,
  },
  // A bank transfer against an invoice (issue 24): an invoice nobody has, so a good body reaches the lookup (404).
  "POST /api/admin/documents/:id/payments": {
    path: () => `/api/admin/documents/${NOBODY}/payments`,
    body: (scene: Scene) => ({
      amount: 10_000,
      receivedOn: scene.today,
      reference: "ACME INV-000001",
      idempotencyKey: "0c9a2f1e-3b4d-4e5f-8a6b-7c8d9e0f1a2b",
    }),
    fields: {
      amount: wholeNumber(1, 10_000_000),
      // A real day still to come: money cannot have arrived after today.
      receivedOn: { ...calendarDate(), bad: [...calendarDate().bad, "2031-01-05"] },
      reference: text(100),
      idempotencyKey: uuid({ unknownIsRefused: false }),
    },
    freeText: ["reference"],
    strict: true,
    accepted: 404,
  },
};
