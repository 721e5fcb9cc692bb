// Booking contention: many visitors booking the last seats of one date at the
// same moment, against one server process or spread over several sharing a
// database. Each visitor is a separate client, on its own connection from its
// own loopback address (issue 11), so per-address limits see 200 customers.
// Reports throughput, latency and the overbooking count (must be 0), and
// judges the p99 against CONTENTION_P99_TARGET_MS.
import { loopbackAddress, postJsonFrom } from "#test/support/loopback-client";
import { addDays, londonToday } from "#app/shared/dates";
import { percentile } from "./percentile";
import { CONTENTION_P99_TARGET_MS } from "./targets";
import type { Check } from "./verdict";

export type ContentionResult = {
  attempts: number;
  seats: number;
  succeeded: number;
  fullyBooked: number;
  otherStatuses: Record<string, number>;
  overbooked: number;
  bookingsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
};

type Json = Record<string, unknown>;

async function adminSession(baseURL: string, password: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseURL },
    body: JSON.stringify({ username: "admin", password }),
  });
  if (!response.ok) throw new Error(`bench: admin login failed (${response.status})`);
  return response.headers.get("set-cookie")!.split(";")[0]!;
}

/** A fresh date with `seats` seats on the first course, made through the admin API like staff would. */
async function freshDate(baseURL: string, cookie: string, seats: number) {
  const courses = (await (await fetch(`${baseURL}/api/courses`)).json()) as Json[];
  const course = courses.find((c) => Number(c.price) > 15_000) ?? courses[0]!;
  const response = await fetch(`${baseURL}/api/admin/available-dates`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseURL, Cookie: cookie },
    body: JSON.stringify({
      courseId: course.id,
      date: addDays(londonToday(), 60),
      maxSeats: seats,
      location: "Oxford",
      status: "active",
    }),
  });
  if (!response.ok) throw new Error(`bench: could not create a date (${response.status} ${await response.text()})`);
  const date = (await response.json()) as Json;
  return { courseId: String(course.id), dateId: String(date.id), price: Number(course.price) };
}

/**
 * Creates the date through the first server (admin login and all), then sends every attempt at once, attempt i to
 * server i mod n, so with two processes each gets every other booking.
 */
export async function measureContention(
  baseURLs: readonly [string, ...string[]],
  options: { adminPassword: string; attempts?: number; seats?: number },
): Promise<ContentionResult> {
  const attempts = options.attempts ?? 200;
  const seats = options.seats ?? 5;
  const adminURL = baseURLs[0];
  const cookie = await adminSession(adminURL, options.adminPassword);
  const { courseId, dateId, price } = await freshDate(adminURL, cookie, seats);

  const started = performance.now();
  const outcomes = await Promise.all(
    Array.from({ length: attempts }, async (_, i) => {
      const baseURL = baseURLs[i % baseURLs.length]!;
      const t0 = performance.now();
      const response = await postJsonFrom(loopbackAddress(i), `${baseURL}/api/bookings`, {
        courseId,
        availableDateId: dateId,
        userDetails: {
          fullName: `Bench Visitor ${i}`,
          email: `bench${i}@example.com`,
          phone: "07700 900000",
          address: "1 Bench Street, Oxford",
          postcode: "OX1 1AA",
        },
        paymentType: "full",
        paymentAmount: price,
      });
      return { status: response.status, ms: performance.now() - t0 };
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const count = (status: number) => outcomes.filter((o) => o.status === status).length;
  const otherStatuses: Record<string, number> = {};
  for (const { status } of outcomes) {
    if (status !== 201 && status !== 409) otherStatuses[status] = (otherStatuses[status] ?? 0) + 1;
  }
  const latencies = outcomes.map((o) => o.ms);
  return {
    attempts,
    seats,
    succeeded: count(201),
    fullyBooked: count(409),
    otherStatuses,
    overbooked: Math.max(0, count(201) - seats),
    bookingsPerSecond: attempts / seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  };
}

/**
 * Every seat sold and not one more; then the p99 against its target (issue 11). Answers other than 201 and 409
 * (fully booked) do not fail the first but are shown.
 */
export function judgeContention(label: string, result: ContentionResult): Check[] {
  const pass = result.succeeded === result.seats && result.overbooked === 0;
  const others = otherStatusesText(result);
  const p99 = Math.round(result.p99Ms);
  return [
    {
      label: `${label}: exactly ${result.seats} seats sold, 0 overbooked`,
      pass,
      figure: `p99 ${p99} ms${others ? `; other answers ${others}` : ""}`,
      details: [`booked ${result.succeeded} of ${result.seats} seats, overbooked ${result.overbooked}`],
    },
    {
      label: `${label}: p99 ≤ ${CONTENTION_P99_TARGET_MS} ms`,
      pass: result.p99Ms <= CONTENTION_P99_TARGET_MS,
      figure: `p99 ${p99} ms`,
      details: [`p99 ${p99} ms against ${CONTENTION_P99_TARGET_MS} ms (p50 ${Math.round(result.p50Ms)} ms)`],
    },
  ];
}

function otherStatusesText(result: ContentionResult): string {
  return Object.entries(result.otherStatuses)
    .map(([status, n]) => `${n}×${status}`)
    .join(", ");
}

export function formatContention(title: string, result: ContentionResult): string {
  const others = otherStatusesText(result);
  return [
    `Booking contention, ${title}: ${result.attempts} concurrent attempts on one date with ${result.seats} seats`,
    `  booked ${result.succeeded}, fully booked ${result.fullyBooked}${others ? `, other ${others}` : ""}`,
    `  ${result.bookingsPerSecond.toFixed(1)} attempts/s, p50 ${Math.round(result.p50Ms)} ms, p99 ${Math.round(result.p99Ms)} ms`,
    `  overbooked: ${result.overbooked}`,
  ].join("\n");
}
