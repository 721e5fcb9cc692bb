// Walkthrough L7 (issue 21): 'Offer now' was enabled when no seat was free, and failed only once pressed. The list
// now says how many seats are free, counted as 'offer now' counts them; with none, the button is disabled and the
// reason shown beside it. The server keeps refusing.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { eq } from "drizzle-orm";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { availableDates } from "#db/schema";
import { setUpTestApp } from "#test/support/app-fixture";
import { person, waitlistKit } from "../waitlist-test-kit";
import WaitlistTab from "./waitlist-tab";
import type { AdminWaitlist, WaitlistDateSummary } from "./waitlist-staff-types";

const site = setUpTestApp({ admin: true });
const { fullDate, joinConfirmed } = waitlistKit(site);

/** The Waiting lists tab for the date, as it renders with the API's answers. */
async function tabFor(dateId: string) {
  const chosen = `availableDateId=${dateId}`;
  const list = await site.admin.get<AdminWaitlist>(`/waiting-list?${chosen}`);
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(
    ["admin", "waiting-list", "dates"],
    await site.admin.get<WaitlistDateSummary[]>("/waiting-list/dates"),
  );
  client.setQueryData(["admin", "waiting-list", chosen], list);
  const Stub = createRoutesStub([{ path: "/admin", Component: WaitlistTab }]);
  const html = renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <Stub initialEntries={[`/admin?tab=waiting-lists&date=date:${dateId}`]} />
    </QueryClientProvider>,
  );
  const button = /<button[^>]*aria-label="Offer a seat now: ann Waiting"[^>]*>/.exec(html)?.[0] ?? "";
  return { list, html, button };
}

describe("'Offer now' on the Waiting lists tab", () => {
  it("is disabled, with the reason shown, when no seat is free; the server refuses it too", async () => {
    const { date } = await fullDate();
    await joinConfirmed(date.id, person("ann"));
    const { list, html, button } = await tabFor(date.id);
    expect(list.seatsFree).toBe(0);
    expect(button).toContain(` disabled=""`);
    const described = /aria-describedby="([^"]+)"/.exec(button)![1]!;
    expect(html).toContain(`id="${described}"`);
    expect(html).toContain("No seat is free on this date: raise its seats to offer one now.");
    const refused = await site.admin.send("POST", `/waiting-list/${list.entries[0]!.id}/offer`, {});
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe("No seat is free on this date: raise its seats first.");
  });

  it("is offered once a seat is free", async () => {
    const { date } = await fullDate();
    await joinConfirmed(date.id, person("ann"));
    await site.app.ctx.db.update(availableDates).set({ maxSeats: 2 }).where(eq(availableDates.id, date.id));
    const { list, html, button } = await tabFor(date.id);
    expect(list.seatsFree).toBe(1);
    expect(button).not.toContain(` disabled=""`);
    expect(html).toContain("1 seat is free on this date.");
  });
});
