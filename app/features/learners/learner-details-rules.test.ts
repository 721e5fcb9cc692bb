import { describe, expect, it } from "vitest";
import {
  ageOn,
  dateOfBirthProblem,
  isRealDate,
  isSiaLicenceNumber,
  isSiaRenewalCourse,
  learnerDetailsRefusal,
  minimumAgeFor,
  normaliseSiaLicenceNumber,
} from "./learner-details-rules";

describe("ageOn", () => {
  it.each([
    ["2000-06-15", "2018-06-14", 17],
    ["2000-06-15", "2018-06-15", 18],
    ["2000-06-15", "2018-12-31", 18],
    // Born on 29 February: a year older on 1 March in a year without one.
    ["2000-02-29", "2018-02-28", 17],
    ["2000-02-29", "2018-03-01", 18],
    ["2000-02-29", "2020-02-29", 20],
  ])("born %s is, on %s, %i", (born, day, age) => {
    expect(ageOn(born, day)).toBe(age);
  });
});

describe("isRealDate", () => {
  it.each([
    ["1990-02-28", true],
    ["2000-02-29", true],
    ["1990-02-29", false],
    ["1990-13-01", false],
    ["1990-4-01", false],
    ["01/04/1990", false],
    ["", false],
  ])("%s → %s", (value, real) => {
    expect(isRealDate(value)).toBe(real);
  });
});

describe("dateOfBirthProblem", () => {
  const sia = { firstDay: "2027-01-10", minimumAge: 18, asksSiaLicence: false };
  it.each([
    ["2009-01-10", undefined],
    ["2009-01-11", "The learner must be at least 18 on the course's first day"],
    ["1899-12-31", "Please enter a real date of birth"],
    ["1990-02-30", "Please enter a real date of birth"],
    ["2027-01-10", "Please enter a date of birth before the course starts"],
  ])("%s → %s", (born, problem) => {
    expect(dateOfBirthProblem(born, sia)).toBe(problem);
  });
});

describe("what is asked of which course", () => {
  it.each([
    [{ siaLicenceLinked: true, title: "Door Supervisor Top-Up Refresher" }, true, 18],
    [{ siaLicenceLinked: true, title: "Security Officer Refresher" }, true, 18],
    [{ siaLicenceLinked: true, title: "Door supervisor topup" }, true, 18],
    [{ siaLicenceLinked: true, title: "SIA Door Supervisor" }, false, 18],
    [{ siaLicenceLinked: false, title: "EFAW Refresher" }, false, 14],
    [{ siaLicenceLinked: false, title: "Emergency First Aid at Work" }, false, 14],
  ])("%o: licence asked %s, minimum age %i", (course, asksLicence, age) => {
    expect(isSiaRenewalCourse(course)).toBe(asksLicence);
    expect(minimumAgeFor(course)).toBe(age);
  });
});

describe("SIA licence numbers", () => {
  it.each([
    ["1234 5678 9012 3456", true],
    ["1234-5678-9012-3456", true],
    ["1234567890123456", true],
    ["123456789012345", false],
    ["12345678901234567", false],
    ["1234 5678 9012 345O", false],
  ])("%s → %s", (value, valid) => {
    expect(isSiaLicenceNumber(normaliseSiaLicenceNumber(value))).toBe(valid);
  });
});

describe("learnerDetailsRefusal", () => {
  it.each([
    ["confirmed", "2027-01-10", "2027-01-09", undefined],
    ["pending", "2027-01-10", "2027-01-09", undefined],
    [
      "confirmed",
      "2027-01-10",
      "2027-01-10",
      "The course has started: learner details can no longer be changed here. Please contact us.",
    ],
    ["cancelled", "2027-01-10", "2027-01-01", "This booking is cancelled: there are no details to change."],
    ["expired", "2027-01-10", "2027-01-01", "This booking has expired: there are no details to change."],
  ])("a %s booking starting %s, on %s → %s", (status, firstDay, today, refusal) => {
    expect(learnerDetailsRefusal({ status, firstDay }, today)).toBe(refusal);
  });
});
