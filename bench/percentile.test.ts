import { describe, expect, it } from "vitest";
import { percentile } from "./percentile";

describe("percentile (nearest rank)", () => {
  it.each([
    [[5], 99, 5],
    [[1, 2, 3, 4], 50, 2],
    [[4, 3, 2, 1], 100, 4],
    [Array.from({ length: 200 }, (_, i) => i + 1), 99, 198],
    [Array.from({ length: 200 }, (_, i) => i + 1), 50, 100],
  ])("%j p%i = %i", (values, p, expected) => expect(percentile(values, p)).toBe(expected));

  it("is NaN for no values", () => expect(percentile([], 50)).toBeNaN());
});
