import { describe, expect, it } from "vitest";
import { bankHolidaysFor, timetableBankHolidays } from "./bank-holidays.server";

describe("bank holidays in England and Wales", () => {
  const holidays = bankHolidaysFor(["2026-06-01", "2027-06-01"]);

  it.each([
    ["2026-12-25", "Christmas Day"],
    ["2026-12-28", "Boxing Day (substitute day)"],
    ["2027-01-01", "New Year's Day"],
    ["2027-03-26", "Good Friday"],
    ["2027-03-29", "Easter Monday"],
    ["2027-05-03", "Early May bank holiday"],
    ["2027-08-30", "Summer bank holiday"],
  ])("%s is %s", (day, name) => {
    expect(holidays.get(day)).toBe(name);
  });

  it.each([["2026-12-29"], ["2027-03-07" /* Mother's Day: an observance, not a day off */], ["2027-01-04"]])(
    "%s is not one",
    (day) => {
      expect(holidays.has(day)).toBe(false);
    },
  );

  it("covers the years the timetable shows", () => {
    const dates = timetableBankHolidays("2026-11-22").map((holiday) => holiday.date);
    expect(dates[0]!.startsWith("2025")).toBe(true);
    expect(dates.at(-1)!.startsWith("2031")).toBe(true);
  });
});
