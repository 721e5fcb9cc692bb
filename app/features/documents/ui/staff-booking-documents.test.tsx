// A booking's documents on its staff page (issue 24): each invoice says whether it is paid, part paid, unpaid or
// overdue, and only one with money still owed offers 'Record payment'. Rendered as the page renders it.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { addDays, londonToday } from "#app/shared/dates";
import { adminKeys } from "#app/shared/staff/query-client";
import type { AdminDocument } from "../documents-schema";
import { StaffBookingDocuments } from "./staff-booking-documents";

const bookingId = "5d1b1e4a-62a2-4c1f-9d1e-0b8f2f8c7a11";
let count = 0;
const document = (change: Partial<AdminDocument>): AdminDocument => {
  count += 1;
  return {
    id: `00000000-0000-4000-8000-${String(count).padStart(12, "0")}`,
    number: `INV-00000${count}`,
    kind: "invoice",
    title: "Invoice",
    issuedOn: "2026-11-01",
    bookingId,
    reference: "TV-ABC123",
    customer: "Acme Security",
    total: 49_800,
    dueOn: addDays(londonToday(), 10),
    owed: 49_800,
    ...change,
  };
};

function render(documents: AdminDocument[]) {
  const client = new QueryClient();
  client.setQueryData([...adminKeys.booking(bookingId), "documents"], documents);
  const html = renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <StaffBookingDocuments bookingId={bookingId} />
    </QueryClientProvider>,
  );
  const items = [...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((match) => match[1]!.replace(/<[^>]+>/g, " "));
  return items.map((text) => text.replace(/\s+/g, " ").trim());
}

describe("a booking's documents for staff", () => {
  it.each<[string, Partial<AdminDocument>, string, boolean]>([
    ["an unpaid invoice", {}, "Unpaid", true],
    ["a part-paid invoice", { owed: 19_800 }, "Part paid: £198 owed", true],
    ["an overdue invoice", { dueOn: addDays(londonToday(), -1), owed: 100 }, "Overdue: £1 owed", true],
    ["a paid invoice", { owed: 0 }, "Paid", false],
    ["a receipt", { kind: "receipt", title: "Receipt", number: "R-000001", dueOn: null, owed: null }, "", false],
  ])("%s: says '%s', Record payment offered: %s", (_name, change, state, offered) => {
    const [item] = render([document(change)]);
    if (state) expect(item).toContain(`£498: ${state}`);
    else expect(item).not.toMatch(/Paid|Unpaid|Overdue/);
    expect(item!.includes("Record payment")).toBe(offered);
  });
});
