// Two processes on one embedded database folder (issue 11, decision 009), with
// the real server (server/index.ts) and the real `npm run admin:create`: the
// second is refused and the first keeps serving with its data; a server killed
// with -9 never blocks the next start; SIGTERM gives the folder back.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { LOCK_FILE } from "#db/data-dir-lock.server";
import { openDatabase } from "#db/db.server";
import { bookings, users } from "#db/schema";
import { CERTIFICATE_THAT_MEETS, customer } from "#test/support/booking-fixtures";
import { killAll, runScript, START_TIMEOUT_MS, startServer } from "#test/support/server-process";
import { addDays, londonToday } from "#app/shared/dates";

const dirs: string[] = [];
afterEach(() => {
  killAll();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A booking on the first seeded date far enough ahead for payment in full. */
async function book(url: string): Promise<{ reference: string; accessToken: string }> {
  const dates = (await (await fetch(`${url}/api/available-dates`)).json()) as {
    id: string;
    courseId: string;
    date: string;
    seatsLeft: number;
  }[];
  const date = dates.find((d) => d.seatsLeft > 0 && d.date > addDays(londonToday(), 10));
  if (!date) throw new Error("no seeded date to book");
  const course = (await (await fetch(`${url}/api/courses/${date.courseId}`)).json()) as { price: number };
  const response = await fetch(`${url}/api/bookings`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      courseId: date.courseId,
      availableDateId: date.id,
      userDetails: customer,
      paymentType: "full",
      paymentAmount: course.price,
      // The seed's first date may be a door supervisor course, which asks for a first aid certificate (issue 23).
      firstAid: CERTIFICATE_THAT_MEETS(),
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { reference: string; accessToken: string };
}

/** A server on a fresh data folder (removed after the test) holding one booking. */
async function serverWithBooking(prefix: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dataDir);
  const server = await startServer(dataDir);
  const booking = await book(server.url);
  return { dataDir, server, booking };
}

describe("one process on an embedded database folder", () => {
  it(
    "refuses a second server and admin:create while a server runs, leaving it serving with its data; SIGTERM frees the folder",
    async () => {
      const { dataDir, server: first, booking } = await serverWithBooking("academy-two-processes-");
      const holder = `the server with PID ${first.child.pid} on host ${os.hostname()}`;

      const second = await runScript(["server/index.ts"], dataDir);
      expect(await second.exited).not.toBe(0);
      expect(second.output()).toContain(`The database folder ${dataDir} is in use by another process: ${holder}`);

      const admin = await runScript(
        ["scripts/admin-create.ts", "--username", "intruder", "--password", "Intruder-Pass-2026"],
        dataDir,
      );
      expect(await admin.exited).toBe(1);
      expect(admin.output()).toContain(`The database folder ${dataDir} is in use by another process: ${holder}`);
      expect(admin.output()).toContain("Nothing was changed. Stop the server first");

      // The first server never noticed: it answers, with the booking it took.
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
      const summary = await fetch(`${first.url}/api/bookings/by-token/${booking.accessToken}`);
      expect(((await summary.json()) as { reference: string }).reference).toBe(booking.reference);

      // (The exit code is Vite's: in development a SIGTERM listener of its own exits with 143.)
      first.child.kill("SIGTERM");
      await first.exited;
      expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);

      // After it stopped, its booking is on disk and admin:create changed nothing.
      const database = await openDatabase({ dataDir, purpose: "test" });
      try {
        const kept = await database.db.select().from(bookings).where(eq(bookings.reference, booking.reference));
        expect(kept).toHaveLength(1);
        expect(await database.db.select().from(users).where(eq(users.username, "intruder"))).toHaveLength(0);
      } finally {
        await database.close();
      }
    },
    4 * START_TIMEOUT_MS,
  );

  it(
    "starts at once on the folder of a server killed with -9",
    async () => {
      const { dataDir, server: killed, booking } = await serverWithBooking("academy-killed-");
      killed.child.kill("SIGKILL");
      await killed.exited;
      expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);

      const next = await startServer(dataDir);
      expect(next.output()).not.toContain("is in use");
      const summary = await fetch(`${next.url}/api/bookings/by-token/${booking.accessToken}`);
      expect(summary.status).toBe(200);
      next.child.kill("SIGTERM");
      await next.exited;
      expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    },
    3 * START_TIMEOUT_MS,
  );
});
