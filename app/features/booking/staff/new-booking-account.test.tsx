// The staff "New booking" form's business account (issue 24) as the server renders it: the route offered, the approved
// accounts, the chosen account's contacts, its credit left and whether it asks for a purchase order. What staff choose
// is checked in new-booking-form-values.test.ts, what the server makes of it in new-booking-account.test.ts.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { describe, expect, it } from "vitest";
import { adminKeys } from "#app/shared/staff/query-client";
import type { AdminOrganisation, AdminOrganisationRow } from "#app/features/accounts/staff/staff-schema";
import { blankFormValues, FormSchema, type FormValues } from "./new-booking-form-values";
import { NewBookingForm } from "./new-booking-form";
import { AccountFields } from "./new-booking-account";
import { optionsOf, render, textOf } from "./new-booking-form-kit";

const ACME = "0b4c1e58-7a7e-4a8e-9c1e-2f0f1f0c9a02";
const row = (id: string, name: string): AdminOrganisationRow => ({
  id,
  name,
  status: "approved",
  billingEmail: "accounts@example.com",
  contacts: 2,
  termsDays: 30,
  creditLimit: 100_000,
  createdAt: "2026-11-01T09:00:00.000Z",
});
const acme = (extra: Partial<AdminOrganisation> = {}): AdminOrganisation => ({
  ...row(ACME, "Acme Security"),
  billingAddress: "Unit 2, Mill Lane, Reading",
  billingPostcode: "RG1 1AA",
  phone: null,
  vatNumber: null,
  poRequired: true,
  decisionNote: null,
  decidedAt: null,
  decidedBy: null,
  contactList: [
    { id: "c1", fullName: "Priya Manager", email: "priya@acme.example.com", createdAt: "2026-11-01T09:00:00.000Z" },
    { id: "c2", fullName: "Tom Reid", email: "tom@acme.example.com", createdAt: "2026-11-01T09:00:00.000Z" },
  ],
  unpaid: 60_000,
  bookings: 1,
  ...extra,
});
const accounts = [row(ACME, "Acme Security"), row("0b4c1e58-7a7e-4a8e-9c1e-2f0f1f0c9a03", "Beta Guarding")];

function Account({ organisationId, total }: { organisationId: string; total?: number }) {
  const form = useForm<FormValues, unknown, z.output<typeof FormSchema>>({
    resolver: zodResolver(FormSchema),
    defaultValues: { ...blankFormValues("2026-11-30"), how: "account", organisationId },
  });
  return <AccountFields form={form} total={total} />;
}

const withAccounts = (detail?: AdminOrganisation): [readonly unknown[], unknown][] => [
  [["admin", "organisations", "approved"], accounts],
  ...(detail ? [[["admin", "organisation", detail.id], detail] as [readonly unknown[], unknown]] : []),
];

describe("the New booking form on a business account", () => {
  it("offers the account route beside the others", () => {
    const text = textOf(render(<NewBookingForm initial={{}} />, [[adminKeys.courses, []]]));
    expect(text).toContain("On a business account (invoice)");
  });

  it("lists the approved accounts, and no contact until one is chosen", () => {
    const html = render(<Account organisationId="" />, withAccounts());
    expect(optionsOf(html, "Business account")).toEqual(["Choose an account…", "Acme Security", "Beta Guarding"]);
    expect(optionsOf(html, "Booking for the business")).toEqual(["Choose an account first"]);
    expect(textOf(html)).toContain("Purchase order number (optional)");
  });

  it("lists the chosen account's contacts, its credit left, and asks for the purchase order it requires", () => {
    const html = render(<Account organisationId={ACME} total={24_900} />, withAccounts(acme()));
    expect(optionsOf(html, "Booking for the business")).toEqual([
      "Choose a contact…",
      "Priya Manager (priya@acme.example.com)",
      "Tom Reid (tom@acme.example.com)",
    ]);
    const text = textOf(html);
    expect(text).toContain("Invoice due in 30 days. Credit left: £400 of £1,000.");
    expect(text).toContain("This account asks for one on every booking.");
    expect(html).toMatch(/>Purchase order number<span[\s\S]*?<input[^>]*aria-required="true"[^>]*name="purchaseOrder"/);
  });

  it("says when the booking is over the credit left", () => {
    const text = textOf(render(<Account organisationId={ACME} total={45_000} />, withAccounts(acme())));
    expect(text).toContain("Credit left: £400 of £1,000: this booking (£450) is over it.");
  });
});
