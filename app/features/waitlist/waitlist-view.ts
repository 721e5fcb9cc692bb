// What a waiting-list entry's page shows (issue 14), built on the server (waitlist.server.ts).
import type { WaitlistEntry } from "#db/schema";

export type WaitlistView = {
  status: WaitlistEntry["status"];
  /** Their e-mail address is confirmed (issue 19): only then are they in line. */
  confirmed: boolean;
  /** While waiting unconfirmed: the last moment to confirm, London time. */
  confirmBy: string | null;
  fullName: string;
  courseTitle: string;
  courseSlug: string;
  startDate: string;
  /** Place in line while waiting and confirmed; null otherwise. */
  position: number | null;
  /** While a seat is held for them: until when ('Book your seat' asks for the held booking's page). */
  offer: { until: string } | null;
};

/** The full date a waiting-list button and form are for. */
export type WaitlistDate = { kind: "instance" | "available-date"; id: string; startDate: string; location: string };
