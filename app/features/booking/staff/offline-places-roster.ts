// The roster's rows and its count of seats (issue 21, M9): everyone coming, online learners and places booked offline,
// in one list for the sign-in sheet; the seats in words, the same figures the course page shows.
import type { Roster } from "./staff-schema";
import { UNNAMED_PLACE, type RosterSeats } from "./offline-places-schema";

type Learner = Roster["learners"][number];

export type RosterRow =
  | ({ kind: "online" } & Learner)
  | { kind: "offline"; id: string; name: string; named: boolean; phone: string; email: string; note: string };

/** Online learners and offline places together, by name; places with no name last, in the order they came. */
export function rosterRows(roster: Pick<Roster, "learners" | "offlinePlaces">): RosterRow[] {
  const online: RosterRow[] = roster.learners.map((learner) => ({ kind: "online", ...learner }));
  const offline: RosterRow[] = roster.offlinePlaces.map((place) => ({
    kind: "offline",
    id: place.id,
    name: place.fullName ?? UNNAMED_PLACE,
    named: place.fullName !== null,
    phone: place.phone ?? "",
    email: place.email ?? "",
    note: place.note ?? "",
  }));
  const isNamed = (row: RosterRow) => row.kind === "online" || row.named;
  const named = [...online, ...offline.filter(isNamed)].sort((a, b) =>
    a.name.localeCompare(b.name, "en-GB", { sensitivity: "base" }),
  );
  return [...named, ...offline.filter((row) => !isNamed(row))];
}

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "12 seats: 3 booked online, 2 booked offline, 1 held awaiting payment; 6 left (2 on the waiting list)". */
export function seatsSentence(seats: RosterSeats): string {
  const parts = [`${seats.online} booked online`, `${seats.offline} booked offline`];
  if (seats.held > 0) parts.push(`${seats.held} held awaiting payment`);
  const waiting = seats.waiting > 0 ? ` (${count(seats.waiting, "person", "people")} on the waiting list)` : "";
  return `${count(seats.max, "seat")}: ${parts.join(", ")}; ${seats.left} left${waiting}`;
}
