// The bad first aid declarations every way of selling a seat on a course that needs a certificate must refuse with
// 400 (issue 23): the online booking, staff's booking and accepting a waiting-list offer run this one table.
import { expect } from "vitest";
import { addDays, addMonths, londonToday } from "#app/shared/dates";
import { FIRST_AID_MESSAGES } from "#app/features/booking/schema";

/** A bad answer (undefined: none sent), the refusal's message, the field it names, and that field's message if fixed. */
export type BadFirstAidAnswer = [
  label: string,
  firstAid: unknown,
  message: string,
  field: string,
  fieldMessage?: string,
];

export const CHECK_FIELDS = "Please check the highlighted fields.";

/** The rows, with the messages of whoever answers (the learner's own, or staff's for them). */
export function badFirstAidAnswers(
  messages: Record<"missing" | "qualification" | "acknowledged", string> = FIRST_AID_MESSAGES,
): BadFirstAidAnswer[] {
  const today = londonToday();
  const issued = (monthsAgo: number) => addMonths(today, -monthsAgo);
  const future = "The date your certificate was issued cannot be in the future.";
  return [
    ["no declaration", undefined, messages.missing, "firstAid.qualification", messages.qualification],
    [
      "a certificate issued tomorrow",
      { qualification: "efaw", issuedBy: "St John Ambulance", issuedOn: addDays(today, 1) },
      future,
      "firstAid.issuedOn",
      future,
    ],
    [
      "an unknown qualification",
      { qualification: "cpr", issuedBy: "Red Cross", issuedOn: issued(3) },
      CHECK_FIELDS,
      "firstAid.qualification",
      FIRST_AID_MESSAGES.qualification,
    ],
    [
      "a certificate that runs out too soon, without the acknowledgement",
      { qualification: "faw", issuedBy: "Red Cross", issuedOn: issued(30) },
      messages.acknowledged,
      "firstAid.acknowledged",
      messages.acknowledged,
    ],
    [
      "'None yet', not acknowledged",
      { qualification: "none", acknowledged: false },
      messages.acknowledged,
      "firstAid.acknowledged",
      messages.acknowledged,
    ],
    ["a qualification that is a number", { qualification: 3 }, CHECK_FIELDS, "firstAid.qualification"],
    [
      "an acknowledgement that is a string",
      { qualification: "none", acknowledged: "yes" },
      CHECK_FIELDS,
      "firstAid.acknowledged",
    ],
    [
      "an issue date that is a number",
      { qualification: "efaw", issuedBy: "Red Cross", issuedOn: 20_250_101 },
      CHECK_FIELDS,
      "firstAid.issuedOn",
    ],
    ["a declaration that is a string", "efaw", CHECK_FIELDS, "firstAid"],
    [
      "an issuer over 200 characters",
      { qualification: "efaw", issuedBy: "R".repeat(201), issuedOn: issued(3) },
      CHECK_FIELDS,
      "firstAid.issuedBy",
      "Must be at most 200 characters",
    ],
    [
      "an issue date over 10 characters",
      { qualification: "efaw", issuedBy: "Red Cross", issuedOn: `${issued(3)}T00:00:00` },
      CHECK_FIELDS,
      "firstAid.issuedOn",
      FIRST_AID_MESSAGES.issuedOn,
    ],
    [
      "a verdict sent by the browser",
      { qualification: "none", acknowledged: true, verdict: "meets" },
      CHECK_FIELDS,
      "firstAid",
    ],
  ];
}

/** The 400 answer a bad row must get: its message, and its field's first message (or any message on the field). */
export async function expectFirstAidRefusal(response: Response, [, , message, field, fieldMessage]: BadFirstAidAnswer) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { message: string; fieldErrors?: Record<string, string[]> };
  expect(body.message).toBe(message);
  // The first message on the field, which the form shows (an over-long date is told twice: by its length and its form).
  if (fieldMessage) expect(body.fieldErrors?.[field]?.[0]).toBe(fieldMessage);
  else expect(body.fieldErrors?.[field]?.length).toBeGreaterThan(0);
}
