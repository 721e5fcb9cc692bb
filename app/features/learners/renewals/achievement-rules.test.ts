import { describe, expect, it } from "vitest";
import { achievementKindOf, achievementOfPass, type AchievementCourse } from "./achievement-rules";

const efaw: AchievementCourse = { slug: "efaw", title: "Emergency First Aid at Work (EFAW)", siaLicenceLinked: false };
const doorSupervisor: AchievementCourse = {
  slug: "door-supervisor",
  title: "SIA Door Supervisor",
  siaLicenceLinked: true,
};
const conflict: AchievementCourse = {
  slug: "conflict-management",
  title: "Conflict Management",
  siaLicenceLinked: false,
};

describe("achievementKindOf: what kind of achievement a course's pass records", () => {
  it.each<[string, AchievementCourse, string | null]>([
    ["a first aid course by its title", efaw, "first-aid"],
    [
      "a first aid course by its address",
      { slug: "faw-3-day", title: "Workplace cover", siaLicenceLinked: false },
      "first-aid",
    ],
    ["an SIA licence-linked course", doorSupervisor, "sia-licence"],
    [
      "an SIA refresher",
      { slug: "top-up-door-supervisor", title: "Door Supervisor Top-Up Refresher", siaLicenceLinked: true },
      "sia-licence",
    ],
    ["any other course", conflict, null],
  ])("%s", (_, course, kind) => {
    expect(achievementKindOf(course)).toBe(kind);
  });
});

describe("achievementOfPass: the achievement a pass records", () => {
  it.each<[string, AchievementCourse, string, string | null, ReturnType<typeof achievementOfPass>]>([
    [
      "first aid expires 3 years from the course's last day",
      efaw,
      "2026-12-04",
      null,
      { kind: "first-aid", achievedOn: "2026-12-04", expiresOn: "2029-12-04" },
    ],
    [
      "first aid on 29 February runs to 28 February three years on",
      efaw,
      "2028-02-29",
      null,
      { kind: "first-aid", achievedOn: "2028-02-29", expiresOn: "2031-02-28" },
    ],
    [
      "an SIA licence's expiry is unknown until the learner adds it",
      doorSupervisor,
      "2026-12-08",
      null,
      { kind: "sia-licence", achievedOn: "2026-12-08", expiresOn: null },
    ],
    [
      "an SIA licence's expiry as the learner gave it",
      doorSupervisor,
      "2026-12-08",
      "2030-01-15",
      { kind: "sia-licence", achievedOn: "2026-12-08", expiresOn: "2030-01-15" },
    ],
    [
      "a licence that ends before the course is an earlier one: unknown",
      doorSupervisor,
      "2026-12-08",
      "2026-12-08",
      { kind: "sia-licence", achievedOn: "2026-12-08", expiresOn: null },
    ],
    ["any other course records nothing", conflict, "2026-12-08", null, null],
  ])("%s", (_, course, lastDay, siaExpiry, expected) => {
    expect(achievementOfPass(course, lastDay, siaExpiry)).toEqual(expected);
  });
});
