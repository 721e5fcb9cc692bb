import { describe, expect, it } from "vitest";
import { csvCell, csvDateTime, toCsv } from "./csv";

describe("csvCell", () => {
  it.each([
    ["plain", "plain"],
    ["with, comma", '"with, comma"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["=1+1", "'=1+1"],
    ["+447700900123", "'+447700900123"],
    ["-2", "'-2"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ["a=b", "a=b"],
    [null, ""],
    [undefined, ""],
    [12_000, "12000"],
    [false, "false"],
  ])("%j → %s", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe("toCsv", () => {
  it("writes a BOM, a header row and CRLF-terminated lines", () => {
    const csv = toCsv(
      [
        { name: "Jo", note: "likes, commas" },
        { name: "Sam", note: null },
      ],
      [
        { header: "Name", value: (row) => row.name },
        { header: "Note", value: (row) => row.note },
      ],
    );
    expect(csv).toBe('\uFEFFName,Note\r\nJo,"likes, commas"\r\nSam,\r\n');
  });

  it("writes only the header when there are no rows", () => {
    expect(toCsv([], [{ header: "Name", value: () => "" }])).toBe("\uFEFFName\r\n");
  });
});

describe("csvDateTime", () => {
  it.each([
    ["2026-07-01T12:30:00Z", "2026-07-01 13:30"],
    ["2026-12-01T12:30:00Z", "2026-12-01 12:30"],
  ])("shows %s in London time as %s", (instant, expected) => {
    expect(csvDateTime(new Date(instant))).toBe(expected);
  });
});
