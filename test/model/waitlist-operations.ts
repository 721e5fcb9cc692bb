// The waiting list's operations of the money-and-seats model (./operations.ts holds the weighted table): joining,
// confirming by the e-mailed link, staff offering a seat, accepting and paying for it, an offer withdrawn.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { simpleParser } from "mailparser";
import { CUSTOMER_POOL, type Client } from "./model-clients";

export async function waitlistJoin(client: Client) {
  const date = client.rng.int(client.fixture.dates.length);
  const n = client.rng.int(CUSTOMER_POOL * 2);
  const person = { fullName: `Model Waiter ${n}`, email: `model.waiter${n}@example.com`, phone: "07700 900456" };
  const answer = await client.call("waitlist-join", "POST", "/api/waiting-list", {
    ...person,
    instanceId: client.fixture.dates[date]!.id,
  });
  if (answer.status === 201) client.world.entries.push({ email: person.email, date });
}

/** An entry counts only once its address is confirmed (issue 19): the joined e-mail's link, then 'Confirm my place'. */
export async function waitlistConfirm(client: Client) {
  const entry = client.rng.pick(client.world.entries.filter((candidate) => !candidate.confirmed));
  if (!entry) return client.skip("waitlist-confirm");
  entry.token ??= await waitlistTokenOf(client.world.options.outboxDirs, entry.email);
  if (!entry.token) return client.skip("waitlist-confirm");
  const answer = await client.call("waitlist-confirm", "POST", `/api/waiting-list/${entry.token}/confirm`, {});
  if (answer.status === 200) entry.confirmed = true;
}

export async function staffOfferSeat(client: Client) {
  const date = client.rng.pick(client.fixture.dates)!;
  const server = client.server();
  const list = await client.staffGet("staff-offer-seat:list", `/api/admin/waiting-list?instanceId=${date.id}`, server);
  const entries =
    (list.json as { entries?: { id: string; status: string; confirmed?: boolean }[] } | undefined)?.entries ?? [];
  const entry = client.rng.pick(
    entries.filter((candidate) => candidate.status === "waiting" && candidate.confirmed !== false),
  );
  if (!entry) return client.skip("staff-offer-seat");
  await client.staffPost("staff-offer-seat", `/api/admin/waiting-list/${entry.id}/offer`, {}, server);
}

export async function waitlistAccept(client: Client) {
  const entry = client.rng.pick(client.world.entries);
  if (!entry) return client.skip("waitlist-accept");
  entry.token ??= await waitlistTokenOf(client.world.options.outboxDirs, entry.email);
  if (!entry.token) return client.skip("waitlist-accept");
  const server = client.server();
  const answer = await client.call("waitlist-accept", "POST", `/api/waiting-list/${entry.token}/book`, {}, { server });
  const bookingPath = (answer.json as { bookingPath?: string } | undefined)?.bookingPath;
  const token = bookingPath?.split("/").at(-1);
  if (answer.status !== 200 || !token) return;
  const summary = await client.call("waitlist-accept:read", "GET", `/api/bookings/by-token/${token}`, undefined, {
    server,
  });
  const id = (summary.json as { id?: string } | undefined)?.id;
  if (!id) return;
  client.remember({
    id,
    token,
    email: entry.email,
    date: entry.date,
    status: "pending",
    deposit: true,
    secrets: [],
  });
  const known = client.world.bookings.find((candidate) => candidate.id === id)!;
  const started = await client.call(
    "waitlist-accept:start-payment",
    "POST",
    `/api/bookings/by-token/${token}/first-payment`,
    {},
    {
      server,
    },
  );
  const secret = client.secretOf(started);
  if (!secret) return;
  known.secrets.push(secret);
  if (client.rng.chance(0.8)) await client.payFor("waitlist-accept:pay", known, secret);
}

/** Staff offer a waiting person a seat, then cancel or release the held booking. */
export async function offerThenCancelHold(client: Client) {
  const op = "offer-then-cancel-hold";
  const date = client.rng.pick(client.fixture.dates)!;
  const server = client.server();
  const list = await client.staffGet(`${op}:list`, `/api/admin/waiting-list?instanceId=${date.id}`, server);
  const entries =
    (list.json as { entries?: { id: string; status: string; bookingReference: string | null }[] })?.entries ?? [];
  const entry = client.rng.pick(entries.filter((candidate) => candidate.status === "waiting"));
  if (!entry) return client.skip(op);
  await client.staffPost(`${op}:offer`, `/api/admin/waiting-list/${entry.id}/offer`, {}, server);
  const pending = await client.staffGet(`${op}:find`, `/api/admin/bookings?status=pending`, server);
  const rows = Array.isArray(pending.json) ? (pending.json as { id: string; customerEmail: string }[]) : [];
  const after = await client.staffGet(`${op}:list`, `/api/admin/waiting-list?instanceId=${date.id}`, server);
  const offered = ((after.json as { entries?: { id: string; email: string }[] })?.entries ?? []).find(
    (candidate) => candidate.id === entry.id,
  );
  const hold = rows.find((row) => row.customerEmail === offered?.email);
  if (!hold) return;
  await client.staffPost(
    op,
    `/api/admin/bookings/${hold.id}/cancel`,
    { requestedBy: "academy", internalNote: "Model test: seat withdrawn", notifyCustomer: false },
    server,
  );
}

/** The waiting-list link's token from the newest e-mail to `email` that carries one (join or offer e-mail). */
async function waitlistTokenOf(outboxDirs: string[], email: string): Promise<string | undefined> {
  // Files are named by their outbox row, so the newest is the one with the latest Date header.
  let newest: { at: number; token: string } | undefined;
  for (const dir of outboxDirs) {
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names.filter((file) => file.endsWith(".eml"))) {
      const raw = await readFile(path.join(dir, name), "utf8").catch(() => "");
      if (!raw.toLowerCase().includes(email.toLowerCase())) continue;
      const parsed = await simpleParser(raw);
      const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(",") : (parsed.to?.text ?? "");
      if (!to.toLowerCase().includes(email.toLowerCase())) continue;
      const match = /\/waiting-list\/([A-Za-z0-9_-]{20,})/.exec(`${parsed.text ?? ""} ${parsed.html || ""}`);
      const at = parsed.date?.getTime() ?? 0;
      if (match && (!newest || at >= newest.at)) newest = { at, token: match[1]! };
    }
  }
  return newest?.token;
}
