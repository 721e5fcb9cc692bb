import { describe, expect, it } from "vitest";
import { allPass, formatChecks, formatColumns } from "./verdict";

describe("formatChecks", () => {
  it("shows the figure on a PASS, and the details under a FAIL only", () => {
    const text = formatChecks([
      { label: "A ≥ 50%", pass: true, figure: "62.0%", details: ["hidden"] },
      { label: "B ≥ 50%", pass: false, figure: "31.0%", details: ["why it missed"] },
      { label: "C", pass: false },
    ]);
    expect(text.split("\n")).toEqual([
      "PASS  A ≥ 50% (62.0%)",
      "FAIL  B ≥ 50% (31.0%)",
      "        why it missed",
      "FAIL  C",
    ]);
  });
});

describe("allPass", () => {
  it("is true only when every check passed", () => {
    expect(allPass([{ label: "a", pass: true }])).toBe(true);
    expect(
      allPass([
        { label: "a", pass: true },
        { label: "b", pass: false },
      ]),
    ).toBe(false);
    expect(allPass([])).toBe(true);
  });
});

describe("formatColumns", () => {
  it("left-aligns the first column and right-aligns the rest", () => {
    expect(
      formatColumns(
        ["name", "n"],
        [
          ["long name", "1"],
          ["x", "1234"],
        ],
      ).split("\n"),
    ).toEqual(["name          n", "---------  ----", "long name     1", "x          1234"]);
  });
});
