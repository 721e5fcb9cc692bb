// Walkthrough L6 (issue 21): 'Record result' appeared before the course had started and was refused only once
// submitted. It is offered from the first day on, by the same rule the server keeps (resultRefusal).
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { addDays, londonToday } from "#app/shared/dates";
import { BalanceActions } from "./balance-actions";
import type { AdminBookingFull } from "./staff-schema";

function buttonsFor(change: Partial<AdminBookingFull>): string[] {
  const detail = {
    id: "5d1b1e4a-62a2-4c1f-9d1e-0b8f2f8c7a11",
    status: "confirmed",
    balanceDue: 0,
    balanceDueDate: null,
    date: londonToday(),
    result: null,
    ...change,
  } as AdminBookingFull;
  const html = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <BalanceActions detail={detail} invalidates={[]} />
    </QueryClientProvider>,
  );
  return [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((match) => match[1]!);
}

describe("'Record result' on a booking", () => {
  it.each([
    ["the course starts tomorrow", { date: addDays(londonToday(), 1) }, false],
    ["the course starts today", { date: londonToday() }, true],
    ["the course has finished", { date: addDays(londonToday(), -10) }, true],
    ["the booking is cancelled", { date: addDays(londonToday(), -10), status: "cancelled" as const }, false],
  ])("when %s: offered %s", (_, change, offered) => {
    expect(buttonsFor(change).includes("Record result")).toBe(offered);
  });
});

describe("the balance's actions on a booking (issue 24)", () => {
  it.each([
    ["a deposit with a balance", { balanceDue: 14_900, paymentType: "deposit" as const }, true],
    ["paid in full", { balanceDue: 0, paymentType: "deposit" as const }, false],
    ["paid by invoice", { balanceDue: 24_900, paymentType: "invoice" as never }, false],
  ])("%s: 'Send reminder now' offered %s", (_, change, offered) => {
    const buttons = buttonsFor({ ...change, date: addDays(londonToday(), 20) });
    expect(buttons.includes("Send reminder now")).toBe(offered);
    expect(buttons.includes("Extend due date")).toBe(offered);
  });
});
