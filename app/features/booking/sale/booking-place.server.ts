// What places a new booking, whoever makes it (online, staff, a retake, a waiting-list offer): a fresh reference, its
// course, and the date it is on (a stored date or a run).
import { randomBytes } from "node:crypto";
import type { BookableDate } from "../bookable-date.server";

// No 0/O or 1/I/L: references are read out over the phone.
const REFERENCE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export function generateReference(): string {
  const bytes = randomBytes(8);
  return "TV-" + Array.from(bytes, (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join("");
}

/** What places a new booking: a fresh reference, its course, and the date it is on (a stored date or a run). */
export function newBookingPlace(courseId: string, date: BookableDate) {
  return {
    reference: generateReference(),
    courseId,
    availableDateId: date.kind === "available-date" ? date.id : null,
    instanceId: date.kind === "instance" ? date.id : null,
  };
}
