import { describe, expect, it } from "vitest";
import { postDateLabel } from "./post-labels";

describe("postDateLabel", () => {
  it.each([
    ["2025-03-05T10:00:00.000Z", "5 March 2025"],
    // In March, before British Summer Time, London is on UTC.
    ["2025-03-05T23:30:00.000Z", "5 March 2025"],
    // 23:30 UTC in July is already the next day in London.
    ["2025-07-05T23:30:00.000Z", "6 July 2025"],
    [null, "Recently"],
    [undefined, "Recently"],
    ["", "Recently"],
    ["not a date", "Recently"],
  ])("shows %j as %j", (createdAt, expected) => {
    expect(postDateLabel(createdAt)).toBe(expected);
  });
});
