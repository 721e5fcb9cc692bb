// What erasure leaves of the audit log's snapshots and of kept free text (issue 23, decision 025).
import { describe, expect, it } from "vitest";
import { REDACTED, redactSnapshot, redactText } from "./erasure-redaction";

describe("a record snapshot in the audit log, after erasure", () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    [
      "a booking keeps its figures and states; the details given are redacted field by field",
      {
        reference: "TV-ABCD2345",
        status: "cancelled",
        totalPrice: 24_900,
        userDetails: {
          fullName: "Priya Shah",
          email: "p@example.com",
          phone: "0770",
          address: "2 Mill Road",
          postcode: "RG1 1AA",
          notes: "",
        },
        cancelReason: "Moving abroad",
      },
      {
        reference: "TV-ABCD2345",
        status: "cancelled",
        totalPrice: 24_900,
        userDetails: {
          fullName: REDACTED,
          email: REDACTED,
          phone: REDACTED,
          address: REDACTED,
          postcode: REDACTED,
          notes: "",
        },
        cancelReason: REDACTED,
      },
    ],
    [
      "a learner's register change keeps the mark, not the note or the date of birth",
      { status: "late", minutesMissed: 15, note: "Bus from Slough", dateOfBirth: "1990-05-17", reason: "Typo" },
      { status: "late", minutesMissed: 15, note: REDACTED, dateOfBirth: REDACTED, reason: "Typo" },
    ],
    ["a staff note's text", { note: "Prefers e-mail" }, { note: REDACTED }],
    [
      "an enquiry, with blanks left blank",
      { firstName: "Priya", lastName: null, message: "Weekends?", status: "contacted", phone: "" },
      { firstName: REDACTED, lastName: null, message: REDACTED, status: "contacted", phone: "" },
    ],
    [
      "nested lists",
      { learners: [{ fullName: "A B", day: "2026-01-01" }] },
      { learners: [{ fullName: REDACTED, day: "2026-01-01" }] },
    ],
  ])("%s", (_case, snapshot, expected) => {
    expect(redactSnapshot(snapshot)).toEqual(expected);
  });
});

describe("free text kept after erasure", () => {
  const secrets = ["Priya Shah", "Priya", "priya.shah@example.com", "07700 900 555", "Al", "Sam"];

  it.each([
    ["Added an internal note to priya.shah@example.com", "Added an internal note to [erased]"],
    ["Exported everything held about PRIYA.SHAH@EXAMPLE.COM", "Exported everything held about [erased]"],
    [
      "£50 recorded by staff (cash): paid by Priya Shah's employer",
      "£50 recorded by staff (cash): paid by [erased]'s employer",
    ],
    ["Called 07700 900 555, spoke to priya", "Called [erased], spoke to [erased]"],
    ["Cancelled TV-ABCD2345 (the customer asked)", "Cancelled TV-ABCD2345 (the customer asked)"],
    // A two-letter name would eat parts of words: it is left alone.
    ["All seats taken", "All seats taken"],
    // Only whole words: a name inside another word stays.
    ["Same day; Sam's booking", "Same day; [erased]'s booking"],
    ["Regex characters (a+b) stay literal", "Regex characters (a+b) stay literal"],
  ])("%j", (text, expected) => {
    expect(redactText(text, secrets)).toBe(expected);
  });

  it("changes nothing without secrets", () => {
    expect(redactText("Priya Shah", [])).toBe("Priya Shah");
  });
});
