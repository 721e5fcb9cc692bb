// Catalogues of bad values by the kind of field they are sent to, for the
// table-driven bad-input test (server/bad-input*.test.ts). Every value here is
// wrong for its kind: the API must refuse it with a 4xx and write nothing.
// Control and bidirectional characters are refused with a 400 and a message on
// the field (LINE_BREAKING): which of them a field refuses depends on whether it
// is one line or a textarea. Text that is merely unusual (SQL- or HTML-looking,
// emoji, other scripts) is legitimate in free text and lives in ODD_BUT_VALID_TEXT.

/** A number JSON can carry but JavaScript cannot build: written into the body as is. */
export class RawJson {
  constructor(readonly text: string) {}
}
export const raw = (text: string) => new RawJson(text);

export type BadValue<S> = unknown | ((scene: S) => unknown);

export type FieldKind<S = never> = {
  /** Leaving the field out is refused (on create; an update keeps the stored value). */
  required: boolean;
  bad: BadValue<S>[];
  /**
   * The text's kind (app/shared/plain-text.ts): each of its LINE_BREAKING values is refused with a 400 and
   * CONTROL_CHARACTERS_MESSAGE on the field ("list": on the list's item).
   */
  lines?: "one" | "multi" | "list";
};

/** Control and bidi characters each kind of text field refuses (issue 11, security review F16). */
export const LINE_BREAKING: Record<"one" | "multi", readonly string[]> = {
  one: [
    "tab\there",
    "line\nbreak",
    "line\r\nbreak",
    "bell\u0007",
    "escape\u001b[31m",
    "del\u007f",
    "next line\u0085",
    "Sam\u202Emoc.evil",
    "embedded\u202Atext\u202C",
    "isolated\u2067text\u2069",
  ],
  multi: [
    "bell\u0007",
    "escape\u001b[31m",
    "form\u000cfeed",
    "a lone\rreturn",
    "del\u007f",
    "next line\u0085",
    "Sam\u202Emoc.evil",
    "isolated\u2066text\u2069",
  ],
};

const SQL = "' OR '1'='1'; DROP TABLE booking; --";
const HTML = '<script>alert("x")</script>';
const NUL = "text with a \u0000 NUL byte";

const wrongTypesForText = [42, true, {}, [], ["a"]];
const nulls = (required: boolean) => (required ? [null] : []);

/** A required one-line field: null and "" are refused, and so is each of `bad`. */
const requiredOneLine = <S = never>(bad: BadValue<S>[]): FieldKind<S> => ({
  required: true,
  lines: "one",
  bad: [null, "", ...bad],
});

/** A string longer than the field allows (one over the limit, however large the limit). */
export const tooLong = (max: number) => "x".repeat(max + 1);

export function text(
  max: number,
  { required = true, min = 1, lines = "one" }: { required?: boolean; min?: number; lines?: "one" | "multi" } = {},
): FieldKind {
  return {
    required,
    lines,
    bad: [
      ...nulls(required),
      ...wrongTypesForText,
      tooLong(max),
      NUL,
      ...(min > 1 ? ["x".repeat(min - 1)] : []),
      ...(required ? ["", "   \t\n  "] : []),
    ],
  };
}

/** Text the server passes through or ignores: only values of the wrong type are refused. */
export function ignoredText(max: number): FieldKind {
  return { required: false, bad: [42, {}, [], tooLong(max)] };
}

export function uuid<S>(options: { required?: boolean; unknownIsRefused?: boolean } = {}): FieldKind<S> {
  const { required = true, unknownIsRefused = true } = options;
  return {
    required,
    bad: [
      ...nulls(required),
      "",
      "not-a-uuid",
      "12345",
      "6a1e3b2c-0000-4000-8000-00000000000g",
      "6a1e3b2c00004000800000000000000a",
      SQL,
      HTML,
      "６ａ１ｅ３ｂ２ｃ-0000-4000-8000-000000000000",
      `6a1e3b2c-0000-4000-8000-000000000000${"\u0000"}`,
      42,
      {},
      [],
      ...(unknownIsRefused ? ["6a1e3b2c-0000-4000-8000-000000000000"] : []),
    ],
  };
}

export function email(max = 254): FieldKind {
  return requiredOneLine([
    "not-an-email",
    "sam@",
    "@example.com",
    "sam@example",
    "sam example@example.com",
    HTML,
    `${"a".repeat(max)}@example.com`,
    "sam@example.com\u0000",
    42,
    {},
    [],
  ]);
}

export function choice(options: { required?: boolean } = {}): FieldKind {
  const required = options.required ?? true;
  return {
    required,
    bad: [...nulls(required), "", "NOT-AN-OPTION", SQL, HTML, " full", 1, true, {}, ["full"]],
  };
}

export function wholeNumber(min: number, max: number, { required = true } = {}): FieldKind {
  return {
    required,
    bad: [
      ...nulls(required),
      min - 1,
      ...(min > 0 ? [-1] : []),
      max + 1,
      1.5,
      -Number.MAX_SAFE_INTEGER,
      Number.MAX_SAFE_INTEGER + 2,
      1e308,
      raw("1e400"),
      raw("-1e400"),
      "100",
      "",
      true,
      {},
      [1],
    ],
  };
}

/** A number the server ignores (the request's own idea of the amount): only a wrong type is refused. */
export const ignoredNumber: FieldKind = { required: false, bad: ["100", 1.5, {}, [], true] };

export function calendarDate({ required = true } = {}): FieldKind {
  return {
    required,
    bad: [
      ...nulls(required),
      ...(required ? [""] : []),
      "2031-02-30",
      "2031-13-01",
      "2031-00-10",
      "0000-00-00",
      "31/12/2031",
      "12/31/2031",
      "next Tuesday",
      "2031-1-5",
      "2031-01-05T10:00:00Z",
      "+275760-09-13",
      `2031-01-05'; ${SQL}`,
      20310105,
      true,
      {},
      [],
    ],
  };
}

export const yesNo: FieldKind = { required: false, bad: ["true", "false", 1, 0, "yes", {}, []] };

export function textList(itemMax: number): FieldKind {
  return {
    required: false,
    bad: ["a, b", 42, {}, [42], [{}], [null], [tooLong(itemMax)], Array.from({ length: 101 }, () => "x"), [NUL]],
    lines: "list",
  };
}

export function slug<S>(taken: (scene: S) => string): FieldKind<S> {
  return requiredOneLine<S>([
    "Has Capitals",
    "has spaces",
    "under_score",
    "ümlaut",
    "../../etc/passwd",
    SQL,
    HTML,
    tooLong(100),
    42,
    [],
    taken,
  ]);
}

export function webAddress(max = 2000): FieldKind {
  return {
    required: false,
    bad: ["javascript:alert(1)", "ftp://example.com/file", "not a web address", "//evil.example", tooLong(max), 42, {}],
    lines: "one",
  };
}

/** Text that looks dangerous or unusual but is a legitimate thing to type in a free-text field. */
export const ODD_BUT_VALID_TEXT: readonly string[] = [
  "O'Brien\"; DROP TABLE lead; -- ' OR 1=1",
  '<img src=x onerror="alert(1)"><script>alert(1)</script>',
  "Zoë Ñúñez — 東京 🚀 e\u0301 مرحبا",
  // Refused on one line (LINE_BREAKING), kept in a textarea.
  "tab\t line\r\nbreak",
];

/** A short printable description of a value for test names. */
export function describeValue(value: unknown): string {
  if (value instanceof RawJson) return `${value.text} (raw JSON)`;
  if (typeof value === "function") return "(from the scene)";
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 40 ? `${json.slice(0, 30)}… (${json.length} chars)` : json;
}

/** JSON text of a body that may hold RawJson values. */
export function toJsonText(body: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(body, (_key, value: unknown) => {
    if (value instanceof RawJson) {
      raws.push(value.text);
      return `__raw_${raws.length - 1}__`;
    }
    return value;
  });
  return text.replace(/"__raw_(\d+)__"/g, (_match, index: string) => raws[Number(index)]!);
}
