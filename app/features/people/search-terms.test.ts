import { describe, expect, it } from "vitest";
import { containsPattern, phoneForms, searchTermsOf } from "./search-terms";

describe("what staff typed into the search box", () => {
  it.each([
    ["Sam.Taylor@Example.com", { kind: "email", email: "sam.taylor@example.com" }],
    ["  sam@example.com ", { kind: "email", email: "sam@example.com" }],
    ["TV-ABCD2345", { kind: "reference", reference: "TV-ABCD2345" }],
    ["tv-abcd2345", { kind: "reference", reference: "TV-ABCD2345" }],
    ["tvabcd2345", { kind: "reference", reference: "TV-ABCD2345" }],
    ["TV-ABC", { kind: "reference", reference: "TV-ABC" }],
    ["07700 900123", { kind: "phone", digits: ["07700900123", "+447700900123"] }],
    ["+44 7700 900-123", { kind: "phone", digits: ["+447700900123", "07700900123"] }],
    ["(01865) 123456", { kind: "phone", digits: ["01865123456", "+441865123456"] }],
    ["Sam  Taylor", { kind: "text", words: ["sam", "taylor"], text: "sam taylor" }],
    ["sam@", { kind: "text", words: ["sam@"], text: "sam@" }],
    ["1234", { kind: "text", words: ["1234"], text: "1234" }],
    ["O'Neil", { kind: "text", words: ["o'neil"], text: "o'neil" }],
  ])("%j", (typed, expected) => {
    expect(searchTermsOf(typed)).toEqual(expected);
  });

  it("a number given without 0 or +44 is matched as typed", () => {
    expect(phoneForms("7700900123")).toEqual(["7700900123"]);
  });

  it("LIKE's wildcards in a name are taken literally", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});
