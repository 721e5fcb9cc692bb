import { describe, expect, it } from "vitest";
import { firstAidNeededUntil } from "#app/features/learners/first-aid-rule";
import { oneYearAfter, WHAT_TO_BRING, whatToBring } from "./what-to-bring";

const { siaIdentity, photoId, rightToWork, firstAidCertificate, anyFirstAidCertificate, penAndLunch } = WHAT_TO_BRING;

describe("whatToBring: one list for every page, e-mail and calendar file (issue 21, L4)", () => {
  it.each([
    [
      "SIA licence-linked with first aid (door supervisor)",
      { siaLicenceLinked: true, needsFirstAidCertificate: true, hasPrerequisites: true },
      [siaIdentity, rightToWork, `${firstAidCertificate} (valid until at least 15 March 2028)`, penAndLunch],
    ],
    [
      "SIA licence-linked without first aid (CCTV)",
      { siaLicenceLinked: true, needsFirstAidCertificate: false, hasPrerequisites: false },
      [siaIdentity, rightToWork, penAndLunch],
    ],
    [
      "not licence-linked, no prerequisites (first aid at work)",
      { siaLicenceLinked: false, needsFirstAidCertificate: false, hasPrerequisites: false },
      [photoId, rightToWork, penAndLunch],
    ],
    [
      "not licence-linked, with prerequisites",
      { siaLicenceLinked: false, needsFirstAidCertificate: false, hasPrerequisites: true },
      [photoId, rightToWork, anyFirstAidCertificate, penAndLunch],
    ],
  ])("%s", (_, course, expected) => {
    expect(whatToBring(course, "2027-03-15")).toEqual(expected);
  });

  it("says the rule for the certificate without a first day (the course page, before a date is chosen)", () => {
    expect(whatToBring({ siaLicenceLinked: true, needsFirstAidCertificate: true, hasPrerequisites: true })).toEqual([
      siaIdentity,
      rightToWork,
      firstAidCertificate,
      penAndLunch,
    ]);
  });

  it("keeps SPEC §9's first-day requirements: photo ID (passport or driving licence), right to work, first aid", () => {
    const sia = whatToBring({ siaLicenceLinked: true, needsFirstAidCertificate: true, hasPrerequisites: true });
    expect(sia.join(" ")).toMatch(/passport or photocard driving licence/);
    expect(sia).toContain("Proof of right to work in the UK");
    expect(sia.join(" ")).toMatch(/First Aid at Work/);
    expect(whatToBring({ siaLicenceLinked: false, needsFirstAidCertificate: false, hasPrerequisites: true })).toEqual(
      expect.arrayContaining(["Photo ID (passport or driving licence)", "A valid first aid certificate"]),
    );
  });
});

describe("oneYearAfter", () => {
  it.each([
    ["2027-03-15", "2028-03-15"],
    ["2028-02-29", "2029-02-28"],
    ["2027-12-31", "2028-12-31"],
  ])("%s → %s", (from, to) => {
    expect(oneYearAfter(from)).toBe(to);
    expect(firstAidNeededUntil(from), "the first-aid rule's day").toBe(to);
  });
});
