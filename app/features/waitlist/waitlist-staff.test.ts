// The waiting list for staff (issue 14, 19): each date's list with positions and states, offer now, remove (one or
// several), pause, and the unconfirmed entries.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings } from "#db/schema";
import { setUpTestApp } from "#test/support/app-fixture";

import { person, waitlistKit } from "./waitlist-test-kit";

const site = setUpTestApp({ admin: true });
const { fullDate, join, joinConfirmed, sweep, entries, statuses, cancel } = waitlistKit(site);

describe("staff", () => {
  it("see the list with positions, pause offers, offer to a chosen person now, and take someone off", async () => {
    const { date, holder } = await fullDate();
    for (const name of ["ann", "bob"]) await joinConfirmed(date.id, person(name));
    const paused = await site.admin.send("POST", "/waiting-list/pause", { availableDateId: date.id, paused: true });
    expect(await paused.json()).toMatchObject({ paused: true });
    await cancel(holder.accessToken);
    await sweep();
    expect(await statuses(date.id)).toEqual(["waiting", "waiting"]);

    const list = await site.admin.get<{ entries: { id: string; position: number | null; fullName: string }[] }>(
      `/waiting-list?availableDateId=${date.id}`,
    );
    expect(list.entries.map((entry) => [entry.fullName, entry.position])).toEqual([
      ["ann Waiting", 1],
      ["bob Waiting", 2],
    ]);
    const bob = list.entries[1]!;
    const offered = await site.admin.send("POST", `/waiting-list/${bob.id}/offer`, {});
    expect(offered.status).toBe(200);
    expect(await statuses(date.id)).toEqual(["waiting", "offered"]);
    // No second free seat: a second offer is refused.
    const ann = list.entries[0]!;
    const refused = await site.admin.send("POST", `/waiting-list/${ann.id}/offer`, {});
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe("No seat is free on this date: raise its seats first.");
    // Taking Bob off returns his held seat; resumed, the sweep offers it to Ann.
    await site.admin.send("POST", `/waiting-list/${bob.id}/remove`, {});
    await site.admin.send("POST", "/waiting-list/pause", { availableDateId: date.id, paused: false });
    await sweep();
    expect(await statuses(date.id)).toEqual(["offered", "removed"]);
  });

  it("see who has not confirmed, and remove several at once (a held seat goes back)", async () => {
    const { date, holder } = await fullDate();
    await joinConfirmed(date.id, person("ann"));
    await join(date.id, person("bob"));
    await join(date.id, person("cat"));
    await cancel(holder.accessToken);
    await sweep();
    type Listed = { id: string; fullName: string; position: number | null; confirmed: boolean; status: string };
    const list = await site.admin.get<{ entries: Listed[] }>(`/waiting-list?availableDateId=${date.id}`);
    expect(list.entries.map((entry) => [entry.fullName, entry.status, entry.confirmed, entry.position])).toEqual([
      ["ann Waiting", "offered", true, null],
      ["bob Waiting", "waiting", false, null],
      ["cat Waiting", "waiting", false, null],
    ]);
    const dates =
      await site.admin.get<{ id: string; waiting: number; offered: number; unconfirmed: number }[]>(
        "/waiting-list/dates",
      );
    expect(dates.find((row) => row.id === date.id)).toMatchObject({ waiting: 0, offered: 1, unconfirmed: 2 });
    // Staff cannot offer a seat to someone whose address is unconfirmed.
    const refused = await site.admin.send("POST", `/waiting-list/${list.entries[1]!.id}/offer`, {});
    expect(refused.status).toBe(409);

    const ids = list.entries.map((entry) => entry.id);
    const removed = await site.admin.send("POST", "/waiting-list/remove", { entryIds: ids });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ removed: 3, notRemoved: 0 });
    expect(await statuses(date.id)).toEqual(["removed", "removed", "removed"]);
    const holds = await site.app.ctx.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.availableDateId, date.id), eq(bookings.status, "pending")));
    expect(holds).toEqual([]);
    // Again: nothing left to remove, nothing changed.
    expect(await (await site.admin.send("POST", "/waiting-list/remove", { entryIds: ids })).json()).toEqual({
      removed: 0,
      notRemoved: 3,
    });
    for (const body of [{ entryIds: [] }, { entryIds: ["x"] }, { entryIds: ids, extra: 1 }, {}]) {
      expect((await site.admin.send("POST", "/waiting-list/remove", body)).status).toBe(400);
    }
  });

  it("remove several only with a staff session, from the site itself", async () => {
    const { date } = await fullDate();
    await join(date.id, person("ann"));
    const [ann] = await entries(date.id);
    const post = (headers: Record<string, string>) =>
      site.app.fetch("/api/admin/waiting-list/remove", {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body: JSON.stringify({ entryIds: [ann!.id] }),
      });
    expect((await post({ Origin: site.app.url })).status).toBe(401);
    expect((await post({ Cookie: site.admin.cookie, Origin: "https://evil.example" })).status).toBe(403);
    expect(await statuses(date.id)).toEqual(["waiting"]);
  });
});
