// The roster lists everyone (issue 21, M9): online learners and places booked offline, unnamed ones as such.
import { describe, expect, it } from "vitest";
import { rosterRows, seatsSentence } from "./offline-places-roster";
import type { Roster } from "./staff-schema";

const learner = (name: string): Roster["learners"][number] => ({
  id: name,
  reference: `TV-${name.toUpperCase()}`,
  name,
  phone: "07700 900123",
  email: `${name}@example.com`,
  amountPaid: 24_900,
  owed: 0,
  joiningInstructionsSent: false,
  seats: 1,
});
const place = (id: string, fullName: string | null) => ({ id, fullName, email: null, phone: null, note: null });

describe("rosterRows", () => {
  it("lists online learners and named places together by name, unnamed places last in their order", () => {
    const rows = rosterRows({
      learners: [learner("zara"), learner("Ben")],
      offlinePlaces: [place("p1", "amy"), place("p2", null), place("p3", "Dev"), place("p4", null)],
    });
    expect(rows.map((row) => `${row.kind}:${row.name}`)).toEqual([
      "offline:amy",
      "online:Ben",
      "offline:Dev",
      "online:zara",
      "offline:Unnamed place",
      "offline:Unnamed place",
    ]);
    expect(rows.slice(-2).map((row) => row.id)).toEqual(["p2", "p4"]);
  });

  it("is empty when nobody is booked", () => {
    expect(rosterRows({ learners: [], offlinePlaces: [] })).toEqual([]);
  });
});

describe("seatsSentence", () => {
  it.each([
    [
      { max: 12, online: 3, held: 1, offline: 2, waiting: 0, left: 6 },
      "12 seats: 3 booked online, 2 booked offline, 1 held awaiting payment; 6 left",
    ],
    [
      { max: 16, online: 0, held: 0, offline: 14, waiting: 0, left: 2 },
      "16 seats: 0 booked online, 14 booked offline; 2 left",
    ],
    [
      { max: 1, online: 0, held: 0, offline: 0, waiting: 1, left: 0 },
      "1 seat: 0 booked online, 0 booked offline; 0 left (1 person on the waiting list)",
    ],
    [
      { max: 4, online: 4, held: 0, offline: 0, waiting: 2, left: 0 },
      "4 seats: 4 booked online, 0 booked offline; 0 left (2 people on the waiting list)",
    ],
  ])("%o reads %s", (seats, sentence) => {
    expect(seatsSentence(seats)).toBe(sentence);
  });
});
