import { expect } from "vitest";

/** Checks that `text` contains each of `parts`: a failure names every part missing, and shows the text. */
export function expectToContainEach(text: string, parts: readonly string[]): void {
  expect(
    parts.filter((part) => !text.includes(part)),
    text,
  ).toEqual([]);
}
