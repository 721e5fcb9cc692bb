import { describe, expect, it } from "vitest";
import { z } from "zod";
import { CONTROL_CHARACTERS_MESSAGE, isOneLine, isPlainLines, multiLine, oneLine } from "./plain-text";

const REFUSED_EVERYWHERE: [string, string][] = [
  ["NUL", "a\u0000b"],
  ["BEL", "bell\u0007"],
  ["backspace", "a\u0008b"],
  ["vertical tab", "a\u000bb"],
  ["form feed", "a\u000cb"],
  ["ESC (a terminal colour code)", "escape\u001b[31m"],
  ["unit separator", "a\u001fb"],
  ["DEL", "a\u007fb"],
  ["C1: padding character", "a\u0080b"],
  ["C1: next line (NEL)", "a\u0085b"],
  ["C1: application program command", "a\u009fb"],
  ["left-to-right embedding", "a\u202ab"],
  ["right-to-left embedding", "a\u202bb"],
  ["pop directional formatting", "a\u202cb"],
  ["left-to-right override", "a\u202db"],
  ["right-to-left override", "Sam\u202Emoc.live"],
  ["left-to-right isolate", "a\u2066b"],
  ["right-to-left isolate", "a\u2067b"],
  ["first strong isolate", "a\u2068b"],
  ["pop directional isolate", "a\u2069b"],
  ["a lone carriage return", "line\rbreak"],
];

const ALLOWED_EVERYWHERE: [string, string][] = [
  ["plain text", "Sam Taylor"],
  ["accents, CJK and emoji", "Zoë Ñúñez — 東京 🚀"],
  ["a combining accent", "e\u0301"],
  ["HTML-looking text", '<img src=x onerror="alert(1)">'],
  ["quotes and SQL-looking text", "O'Brien\"; DROP TABLE lead; --"],
  ["a no-break space", "OX4\u00a02HW"],
  ["right-to-left script", "مرحبا"],
  ["the character after the C1 block", "a\u00a1b"],
  ["the characters next to the bidi controls", "a\u2029\u202f\u2065\u206ab"],
  ["an empty string", ""],
];

const LINE_BREAKS_AND_TABS: [string, string][] = [
  ["a line feed", "line\nbreak"],
  ["a CRLF", "line\r\nbreak"],
  ["a tab", "tab\there"],
];

describe("isOneLine", () => {
  it.each(REFUSED_EVERYWHERE)("refuses %s", (_name, value) => expect(isOneLine(value)).toBe(false));
  it.each(LINE_BREAKS_AND_TABS)("refuses %s", (_name, value) => expect(isOneLine(value)).toBe(false));
  it.each(ALLOWED_EVERYWHERE)("accepts %s", (_name, value) => expect(isOneLine(value)).toBe(true));
});

describe("isPlainLines", () => {
  it.each(REFUSED_EVERYWHERE)("refuses %s", (_name, value) => expect(isPlainLines(value)).toBe(false));
  it.each(LINE_BREAKS_AND_TABS)("accepts %s", (_name, value) => expect(isPlainLines(value)).toBe(true));
  it.each(ALLOWED_EVERYWHERE)("accepts %s", (_name, value) => expect(isPlainLines(value)).toBe(true));
});

describe("the zod checks", () => {
  it("give the field its message, after trimming, and stop a piped check from adding another", () => {
    const email = z.string().trim().check(oneLine).pipe(z.email("Please enter a valid email address"));
    const refused = email.safeParse("sam\u202E@example.com");
    expect(refused.error?.issues).toEqual([expect.objectContaining({ message: CONTROL_CHARACTERS_MESSAGE })]);
    // Surrounding whitespace, tabs and line breaks included, is trimmed away before the check.
    expect(email.safeParse("\tsam@example.com\n").data).toBe("sam@example.com");
    const notes = z.string().trim().check(multiLine);
    expect(notes.safeParse("one\r\ntwo\n\tthree").success).toBe(true);
    expect(notes.safeParse("one\u0007").error?.issues[0]?.message).toBe(CONTROL_CHARACTERS_MESSAGE);
  });
});
