// The first aid answer the booking dialog and the server check alike (issue 23), and what the learner is told of it
// afterwards on the booking page and in the e-mails.
import { describe, expect, it } from "vitest";
import { toFieldErrors } from "#app/shared/validation";
import { makeBookingSummary } from "#test/support/booking-summary";
import { declarationOf, firstAidAnswerFor } from "./schema";
import { declaredFirstAid } from "./first-aid-declared";
import type { BookingSummary } from "./booking-summary";

const TODAY = "2026-11-29";
const FIRST_DAY = "2027-03-15";
const check = (answer: unknown) => {
  const result = firstAidAnswerFor({ firstDay: FIRST_DAY, today: TODAY }).safeParse(answer);
  return result.success ? "accepted" : toFieldErrors(result.error);
};
const efaw = (issuedOn: string, more: object = {}) => ({
  qualification: "efaw",
  issuedBy: "St John Ambulance",
  issuedOn,
  ...more,
});
const NO_ISSUE_DATE = ["Please enter the date your certificate was issued"];
const UNACKNOWLEDGED = ["Please confirm that you cannot start the course without a valid first aid certificate"];
const NO_QUALIFICATION = ["Please choose your first aid qualification, or 'None yet'"];

describe("firstAidAnswerFor: the answer against the date's first day", () => {
  it.each([
    ["a certificate with exactly 12 months left", efaw("2025-03-15"), "accepted"],
    ["issued today", efaw(TODAY), "accepted"],
    ["'None yet', acknowledged", { qualification: "none", acknowledged: true }, "accepted"],
    ["a day short, acknowledged", efaw("2025-03-14", { acknowledged: true }), "accepted"],
    ["a day short, not acknowledged", efaw("2025-03-14"), { acknowledged: UNACKNOWLEDGED }],
    ["'None yet', not acknowledged", { qualification: "none", acknowledged: false }, { acknowledged: UNACKNOWLEDGED }],
    [
      "issued tomorrow",
      efaw("2026-11-30"),
      { issuedOn: ["The date your certificate was issued cannot be in the future."] },
    ],
    ["no qualification", {}, { qualification: NO_QUALIFICATION }],
    ["an unknown qualification", { qualification: "cpr" }, { qualification: NO_QUALIFICATION }],
    [
      "a certificate without issuer or date",
      { qualification: "faw", issuedBy: " ", issuedOn: "" },
      { issuedBy: ["Please say who issued your certificate"], issuedOn: NO_ISSUE_DATE },
    ],
    ["a date that is not a day", efaw("2025-02-30"), { issuedOn: NO_ISSUE_DATE }],
    ["a month or day that does not exist (2025-13-01)", efaw("2025-13-01"), { issuedOn: NO_ISSUE_DATE }],
    ["a month or day that does not exist (2025-00-10)", efaw("2025-00-10"), { issuedOn: NO_ISSUE_DATE }],
    ["a month or day that does not exist (0000-00-00)", efaw("0000-00-00"), { issuedOn: NO_ISSUE_DATE }],
  ])("%s", (_, answer, expected) => {
    expect(check(answer)).toEqual(expected);
  });
});

describe("declarationOf", () => {
  it.each([
    [{ qualification: "none", issuedBy: "x", issuedOn: "2025-01-01" } as const, { qualification: "none" }],
    [
      { qualification: "frec", issuedBy: " Qualsafe ", issuedOn: "2025-01-01" } as const,
      { qualification: "frec", issuedBy: "Qualsafe", issuedOn: "2025-01-01" },
    ],
    [{ qualification: "faw", issuedBy: "Qualsafe", issuedOn: "2025-01" } as const, undefined],
    [{ issuedBy: "Qualsafe", issuedOn: "2025-01-01" }, undefined],
  ])("%j → %j", (answer, declaration) => {
    expect(declarationOf(answer)).toEqual(declaration);
  });
});

describe("declaredFirstAid: what the booking page and the e-mails say", () => {
  const on = (firstAid: BookingSummary["firstAid"], needs = true) =>
    declaredFirstAid(makeBookingSummary({ needsFirstAidCertificate: needs, firstAid, startDate: FIRST_DAY }), TODAY);

  it("shows a certificate that meets the rule, with its expiry and the verdict", () => {
    expect(on({ qualification: "efaw", issuedBy: "St John Ambulance", issuedOn: "2025-06-01" })).toEqual({
      rows: [
        ["Qualification", "Emergency First Aid at Work (EFAW)"],
        ["Issued by", "St John Ambulance"],
        ["Issued on", "1 June 2025"],
        ["Valid until", "1 June 2028"],
      ],
      verdict:
        "Your certificate is valid until 1 June 2028: at least 12 months left on the first day. Bring it with you on the first day.",
      meets: true,
      warning: null,
      bring: "Bring your first aid certificate on your first day: we check it before the course starts.",
    });
  });

  it("warns about a certificate that runs out too soon", () => {
    expect(on({ qualification: "faw", issuedBy: "Red Cross", issuedOn: "2024-01-10" })).toMatchObject({
      verdict:
        "Your certificate runs out on 10 January 2027. This course needs a first aid certificate with at least 12 months left on its first day, 15 March 2027: valid until at least 15 March 2028.",
      meets: false,
      warning:
        "You can still book, but you cannot start the course without a first aid certificate valid until at least 15 March 2028.",
    });
  });

  it("says what is needed when none is held, without issuer or dates", () => {
    const told = on({ qualification: "none", issuedBy: null, issuedOn: null });
    expect(told?.rows).toEqual([["Qualification", "None yet"]]);
    expect(told?.meets).toBe(false);
  });

  it("says nothing on a course that does not need one, or without a declaration", () => {
    expect(on({ qualification: "efaw", issuedBy: "Red Cross", issuedOn: "2025-06-01" }, false)).toBeNull();
    expect(on(null)).toBeNull();
  });
});
