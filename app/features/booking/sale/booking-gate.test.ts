// The booking gate on its own (no database): reads stand in for the date's
// seats, and `book` for the locked transaction.
import { describe, expect, it } from "vitest";
import { BookingGate, type ChangeSignal } from "./booking-gate.server";

type Seats = { taken: number; max: number; validForMs: number };

class Refused extends Error {}

/** A date whose seats the reads report, counting how often it is read and booked. */
function fakeDate(max: number) {
  const date = { taken: 0, reads: 0, booked: 0, inTransaction: 0, mostAtOnce: 0 };
  const steps = {
    read: async (): Promise<Seats> => {
      date.reads++;
      await new Promise((resolve) => setTimeout(resolve, 2));
      return { taken: date.taken, max, validForMs: Infinity };
    },
    isFull: (seats: Seats) => seats.taken >= seats.max,
    refusal: () => new Refused("This date is fully booked"),
    book: async () => {
      date.inTransaction++;
      date.mostAtOnce = Math.max(date.mostAtOnce, date.inTransaction);
      await new Promise((resolve) => setTimeout(resolve, 5));
      date.inTransaction--;
      // The authoritative count under the lock.
      if (date.taken >= max) throw new Refused("This date is fully booked");
      date.taken++;
      date.booked++;
      return "booked";
    },
  };
  return { date, steps };
}

const outcomes = (results: PromiseSettledResult<unknown>[]) => ({
  booked: results.filter((r) => r.status === "fulfilled").length,
  refused: results.filter((r) => r.status === "rejected" && r.reason instanceof Refused).length,
});

describe("BookingGate", () => {
  it("runs one transaction per date at a time and refuses the rest from shared reads once the date is full", async () => {
    const gate = new BookingGate();
    const { date, steps } = fakeDate(5);
    const results = await Promise.allSettled(Array.from({ length: 200 }, () => gate.pass("d", steps)));
    expect(outcomes(results)).toEqual({ booked: 5, refused: 195 });
    expect(date.mostAtOnce).toBe(1);
    // One shared read per transaction's end, not one per visitor.
    expect(date.reads).toBeLessThan(20);
  });

  it("keeps dates apart", async () => {
    const gate = new BookingGate();
    const a = fakeDate(1);
    const b = fakeDate(1);
    const results = await Promise.allSettled([gate.pass("a", a.steps), gate.pass("b", b.steps)]);
    expect(outcomes(results)).toEqual({ booked: 2, refused: 0 });
  });

  it("does not keep a read past its own run while changes are not heard", async () => {
    const gate = new BookingGate({ changes: { listening: false, changesHeard: 0 } });
    const { date, steps } = fakeDate(0);
    await expect(gate.pass("d", steps)).rejects.toBeInstanceOf(Refused);
    await expect(gate.pass("d", steps)).rejects.toBeInstanceOf(Refused);
    expect(date.reads).toBe(2);
  });

  it("keeps a read of a full date while changes are heard, until a change, a lapsing hold or a second", async () => {
    const changes: { -readonly [K in keyof ChangeSignal]: ChangeSignal[K] } = { listening: true, changesHeard: 0 };
    // The clock is ours to move, so the test does not wait a real second.
    let now = 1_000_000;
    const gate = new BookingGate({ changes, now: () => now });
    const { date, steps } = fakeDate(0);
    const refused = () => expect(gate.pass("d", steps)).rejects.toBeInstanceOf(Refused);
    await refused();
    await refused();
    expect(date.reads).toBe(1);
    changes.changesHeard++;
    await refused();
    expect(date.reads).toBe(2);
    now += 1_000;
    await refused();
    expect(date.reads).toBe(3);

    const lapsing = { ...steps, read: async () => ({ ...(await steps.read()), validForMs: 200 }) };
    await expect(gate.pass("e", lapsing)).rejects.toBeInstanceOf(Refused);
    now += 199;
    await expect(gate.pass("e", lapsing)).rejects.toBeInstanceOf(Refused);
    expect(date.reads).toBe(4);
    now += 1;
    await expect(gate.pass("e", lapsing)).rejects.toBeInstanceOf(Refused);
    expect(date.reads).toBe(5);
  });

  it("reads afresh after a transaction of its own on the date", async () => {
    const changes = { listening: true, changesHeard: 0 };
    const gate = new BookingGate({ changes });
    const { date, steps } = fakeDate(1);
    await expect(gate.pass("d", steps)).resolves.toBe("booked");
    await expect(gate.pass("d", steps)).rejects.toBeInstanceOf(Refused);
    expect(date.reads).toBe(2);
  });
});
