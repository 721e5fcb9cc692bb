import { describe, expect, it } from "vitest";
import { penceFromPounds } from "./pounds-input";

describe("penceFromPounds", () => {
  it.each([
    ["149", 14_900],
    ["£49.50", 4_950],
    ["49.5", 4_950],
    [" £ 1,049.05 ", 104_905],
    ["0.01", 1],
    ["", undefined],
    ["49.505", undefined],
    ["-5", undefined],
    ["1,04", undefined],
    ["abc", undefined],
  ])("%j → %s", (text, pence) => expect(penceFromPounds(text)).toBe(pence));
});
