// The customer's documents on their booking page (issue 24): each a link to its PDF by the booking's link, named by
// its title and number, with the day, total and an invoice's state beside it.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BookingDocuments } from "./booking-documents";
import type { BookingDocument } from "./documents-schema";

const receipt: BookingDocument = {
  id: "00000000-0000-4000-8000-000000000001",
  number: "R-000001",
  kind: "receipt",
  title: "Receipt",
  issuedOn: "2026-11-30",
  total: 24_900,
  dueOn: null,
  owed: null,
  line: "30 November 2026, £249",
  state: null,
};

const markup = renderToStaticMarkup(<BookingDocuments token="tok/en" documents={[receipt]} />);
const link = /<a href="([^"]*)"[^>]*>(.*?)<\/a>/.exec(markup);

describe("BookingDocuments", () => {
  it("links each document's PDF by the booking's link, named by its title and number", () => {
    expect(link?.[2]?.replace(/<[^>]*>/g, "")).toBe("Receipt R-000001");
    expect(link?.[1]).toBe(`/api/bookings/by-token/tok%2Fen/documents/${receipt.id}.pdf`);
  });

  it("keeps the number on one line, so a phone does not break it at its hyphen", () => {
    expect(link?.[2]).toContain('<span class="whitespace-nowrap">R-000001</span>');
  });

  it("draws nothing for a booking without documents", () => {
    expect(renderToStaticMarkup(<BookingDocuments token="t" documents={[]} />)).toBe("");
  });
});
