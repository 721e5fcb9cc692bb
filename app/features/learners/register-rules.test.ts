import { describe, expect, it } from "vitest";
import {
  assessmentBlockers,
  attendanceRefusal,
  identityCheckRefusal,
  isRegisterLocked,
  registerChangeRefusal,
  type IdentityCheck,
} from "./register-rules";

const VALID: IdentityCheck = { groupA: ["passport"], groupB: ["bank-statement", "utility-bill"] };

describe("identityCheckRefusal: one Group A and two Group B of different types", () => {
  it.each<[string, IdentityCheck, string | undefined]>([
    ["a passport, a bank statement and a utility bill", VALID, undefined],
    [
      "two Group A and three Group B",
      { groupA: ["passport", "photocard-licence"], groupB: ["bank-statement", "utility-bill", "p45-p60"] },
      undefined,
    ],
    ["no Group A", { groupA: [], groupB: ["bank-statement", "utility-bill"] }, "Record 1 document from Group A."],
    [
      "one Group B",
      { groupA: ["passport"], groupB: ["bank-statement"] },
      "Record 2 documents of different types from Group B.",
    ],
    [
      "two Group B of one type",
      { groupA: ["passport"], groupB: ["utility-bill", "utility-bill"] },
      "The Group B documents must be of different types.",
    ],
  ])("%s", (_, check, refusal) => {
    expect(identityCheckRefusal(check)).toBe(refusal);
  });
});

describe("attendanceRefusal: a late arrival or an early leave says the minutes missed", () => {
  it.each([
    [{ status: "present" } as const, undefined],
    [{ status: "absent" } as const, undefined],
    [{ status: "late", minutesMissed: 25 } as const, undefined],
    [{ status: "left-early", minutesMissed: 90 } as const, undefined],
    [{ status: "late" } as const, "Say how many minutes were missed."],
    [{ status: "left-early", minutesMissed: 0 } as const, "Say how many minutes were missed."],
    [{ status: "present", minutesMissed: 10 } as const, "Minutes missed go with 'late' or 'left early' only."],
  ])("%j", (mark, refusal) => {
    expect(attendanceRefusal(mark)).toBe(refusal);
  });
});

describe("the register locks after the last day plus 7 days", () => {
  // Last day Friday 4 December 2026: open until Friday 11 December, locked from Saturday 12 December.
  it.each([
    ["2026-12-04", false],
    ["2026-12-11", false],
    ["2026-12-12", true],
    ["2027-06-01", true],
  ])("on %s locked: %s", (today, locked) => {
    expect(isRegisterLocked("2026-12-04", today)).toBe(locked);
  });

  it("asks for a reason only once locked", () => {
    expect(registerChangeRefusal("2026-12-04", "2026-12-11")).toBeUndefined();
    expect(registerChangeRefusal("2026-12-04", "2026-12-12")).toBe(
      "The register locked on 12 December 2026: give a reason for the change.",
    );
    expect(registerChangeRefusal("2026-12-04", "2026-12-12", "  ")).toBeDefined();
    expect(registerChangeRefusal("2026-12-04", "2026-12-12", "Trainer's paper sheet corrected")).toBeUndefined();
  });
});

describe("assessmentBlockers: who cannot sit the assessment", () => {
  it.each<[string, Parameters<typeof assessmentBlockers>[0], string[]]>([
    ["checked, first aid verified", { identity: VALID, firstAidEvidence: "verified", courseNeedsFirstAid: true }, []],
    [
      "checked, a course without the first aid rule",
      { identity: VALID, firstAidEvidence: null, courseNeedsFirstAid: false },
      [],
    ],
    [
      "no identity check",
      { identity: null, firstAidEvidence: "verified", courseNeedsFirstAid: true },
      ["Identity not checked"],
    ],
    [
      "an incomplete identity check",
      {
        identity: { groupA: ["passport"], groupB: ["utility-bill"] },
        firstAidEvidence: "verified",
        courseNeedsFirstAid: true,
      },
      ["Identity not checked"],
    ],
    [
      "first aid not yet seen",
      { identity: VALID, firstAidEvidence: null, courseNeedsFirstAid: true },
      ["First aid evidence not verified"],
    ],
    [
      "nothing checked, first aid rejected",
      { identity: null, firstAidEvidence: "rejected", courseNeedsFirstAid: true },
      ["Identity not checked", "First aid evidence rejected"],
    ],
  ])("%s", (_, checks, blockers) => {
    expect(assessmentBlockers(checks)).toEqual(blockers);
  });
});
