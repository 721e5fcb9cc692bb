import { describe, expect, it } from "vitest";
import {
  checkFirstAid,
  firstAidDatesBefore,
  firstAidDeclarationRefusal,
  firstAidVerdictText,
  firstAidWarning,
  type FirstAidDeclaration,
} from "./first-aid-rule";

const TODAY = "2026-11-29";
const certificate = (issuedOn: string, qualification: "efaw" | "faw" | "fpos" | "frec" = "efaw") =>
  ({ qualification, issuedBy: "St John Ambulance", issuedOn }) satisfies FirstAidDeclaration;

// The expiry is three years from issue, in calendar days (a leap day's runs out on 28 February).
describe("checkFirstAid: at least 12 months left on the course's first day", () => {
  it.each([
    // First day 15 March 2027: the certificate must be valid until at least 15 March 2028.
    ["exactly 12 months left", certificate("2025-03-15"), "2027-03-15", "meets", "2028-03-15"],
    ["a day short of 12 months", certificate("2025-03-14"), "2027-03-15", "expires-too-soon", "2028-03-14"],
    ["issued this year", certificate("2026-06-01"), "2027-03-15", "meets", "2029-06-01"],
    ["long expired", certificate("2020-01-10"), "2027-03-15", "expires-too-soon", "2023-01-10"],
    ["issued on a leap day", certificate("2024-02-29"), "2027-03-15", "expires-too-soon", "2027-02-28"],
    // A leap-day first day: needed until 28 February 2029.
    ["leap day, just enough", certificate("2026-02-28"), "2028-02-29", "meets", "2029-02-28"],
    ["leap day, a day short", certificate("2026-02-27"), "2028-02-29", "expires-too-soon", "2029-02-27"],
  ] as const)("%s", (_, declaration, firstDay, status, expiresOn) => {
    expect(checkFirstAid(declaration, firstDay, TODAY)).toMatchObject({ status, expiresOn });
  });

  it.each(["efaw", "faw", "fpos", "frec"] as const)("applies the same rule to %s", (qualification) => {
    expect(checkFirstAid(certificate("2025-03-15", qualification), "2027-03-15", TODAY).status).toBe("meets");
    expect(checkFirstAid(certificate("2025-03-14", qualification), "2027-03-15", TODAY).status).toBe(
      "expires-too-soon",
    );
  });

  it("says when none is held, and until when one is needed", () => {
    expect(checkFirstAid({ qualification: "none" }, "2027-03-15", TODAY)).toEqual({
      status: "none",
      neededUntil: "2028-03-15",
    });
  });

  it("tells an expired certificate from one that runs out too soon", () => {
    expect(checkFirstAid(certificate("2023-11-28"), "2027-01-10", TODAY)).toMatchObject({ expired: true });
    expect(checkFirstAid(certificate("2023-11-29"), "2027-01-10", TODAY)).toMatchObject({ expired: false });
  });
});

describe("what the learner is told", () => {
  it.each([
    [
      certificate("2026-06-01"),
      "Your certificate is valid until 1 June 2029: at least 12 months left on the first day. Bring it with you on the first day.",
    ],
    [
      certificate("2025-03-14"),
      "Your certificate runs out on 14 March 2028. This course needs a first aid certificate with at least 12 months left on its first day, 15 March 2027: valid until at least 15 March 2028.",
    ],
    [
      certificate("2020-01-10"),
      "Your certificate ran out on 10 January 2023. This course needs a first aid certificate with at least 12 months left on its first day, 15 March 2027: valid until at least 15 March 2028.",
    ],
    [
      { qualification: "none" } as const,
      "This course needs a first aid certificate (EFAW or higher) with at least 12 months left on its first day, 15 March 2027: valid until at least 15 March 2028.",
    ],
  ])("%j", (declaration, text) => {
    expect(firstAidVerdictText(checkFirstAid(declaration, "2027-03-15", TODAY), "2027-03-15")).toBe(text);
  });

  it("warns one who goes on without", () => {
    const verdict = checkFirstAid({ qualification: "none" }, "2027-03-15", TODAY);
    if (verdict.status === "meets") throw new Error("expected a verdict that does not meet the rule");
    expect(firstAidWarning(verdict)).toBe(
      "You can still book, but you cannot start the course without a first aid certificate valid until at least 15 March 2028.",
    );
  });
});

describe("firstAidDeclarationRefusal", () => {
  it.each([
    [certificate(TODAY), undefined],
    [certificate("2026-11-30"), "The date your certificate was issued cannot be in the future."],
    [{ qualification: "none" } as const, undefined],
  ])("%j → %s", (declaration, refusal) => {
    expect(firstAidDeclarationRefusal(declaration, TODAY)).toBe(refusal);
  });
});

describe("firstAidDatesBefore: the first aid dates that finish before the course starts", () => {
  const efaw = (id: string, date: string, lastDay: string, seatsLeft = 4, status = "active") => ({
    id,
    date,
    lastDay,
    seatsLeft,
    status,
  });
  const dates = [
    efaw("later", "2027-03-01", "2027-03-01"),
    efaw("day-before", "2027-03-14", "2027-03-14"),
    efaw("same-day", "2027-03-15", "2027-03-15"),
    efaw("two-days-ending-on-first-day", "2027-03-14", "2027-03-15"),
    efaw("full", "2027-02-01", "2027-02-01", 0),
    efaw("cancelled", "2027-02-02", "2027-02-02", 4, "cancelled"),
    efaw("past", "2026-11-28", "2026-11-28"),
    efaw("today", TODAY, TODAY),
    efaw("soon", "2026-12-10", "2026-12-10"),
  ];

  it("keeps bookable dates whose last day is before the first day, soonest first", () => {
    expect(firstAidDatesBefore(dates, "2027-03-15", TODAY).map((date) => date.id)).toEqual([
      "today",
      "soon",
      "later",
      "day-before",
    ]);
  });

  it("is empty when none finishes in time", () => {
    expect(firstAidDatesBefore(dates, TODAY, TODAY)).toEqual([]);
  });
});
