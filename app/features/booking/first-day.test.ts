import { describe, expect, it } from "vitest";
import { firstDayRequirements, joiningRequirements, oneYearAfter } from "./first-day";

const SIA_ID =
  "One Group A identity document and two Group B identity documents (originals, of different types, showing your date of birth and current address)";

describe("joiningRequirements", () => {
  it.each([
    [
      "SIA licence-linked with first aid (door supervisor)",
      { siaLicenceLinked: true, needsFirstAidCertificate: true, hasPrerequisites: true },
      [
        SIA_ID,
        "Proof of your right to work in the UK",
        "An Emergency First Aid at Work (or higher) certificate valid until at least 15 March 2028",
        "A pen and a packed lunch",
      ],
    ],
    [
      "SIA licence-linked without first aid (CCTV)",
      { siaLicenceLinked: true, needsFirstAidCertificate: false, hasPrerequisites: false },
      [SIA_ID, "Proof of your right to work in the UK", "A pen and a packed lunch"],
    ],
    [
      "not licence-linked, no prerequisites (first aid at work)",
      { siaLicenceLinked: false, needsFirstAidCertificate: false, hasPrerequisites: false },
      ["Photo ID (passport or driving licence)", "Proof of right to work in the UK", "A pen and a packed lunch"],
    ],
    [
      "not licence-linked, with prerequisites",
      { siaLicenceLinked: false, needsFirstAidCertificate: false, hasPrerequisites: true },
      [
        "Photo ID (passport or driving licence)",
        "Proof of right to work in the UK",
        "A valid first aid certificate",
        "A pen and a packed lunch",
      ],
    ],
  ])("%s", (_, course, expected) => {
    expect(joiningRequirements(course, "2027-03-15")).toEqual(expected);
  });
});

describe("oneYearAfter", () => {
  it.each([
    ["2027-03-15", "2028-03-15"],
    ["2028-02-29", "2029-02-28"],
    ["2027-12-31", "2028-12-31"],
  ])("%s → %s", (from, to) => expect(oneYearAfter(from)).toBe(to));
});

describe("firstDayRequirements (the success page, SPEC §9)", () => {
  it("is unchanged", () => {
    expect(firstDayRequirements(true)).toEqual([
      "Photo ID (passport or driving licence)",
      "Proof of right to work in the UK",
      "A valid first aid certificate",
    ]);
  });
});
