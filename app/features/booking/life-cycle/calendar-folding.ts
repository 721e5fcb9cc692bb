// RFC 5545 §3.1: a content line is at most 75 octets; a longer one is folded
// with CRLF and one space, and a fold must never split a UTF-8 sequence. The
// `ics` package folds at 75 characters, so a title with accents or emoji gave
// lines of up to ~300 octets that strict calendar readers refuse.

const MAX_OCTETS = 75;

/** Octets a code point takes in UTF-8. */
function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

/** One unfolded content line, folded so that every physical line is at most 75 octets. */
export function foldContentLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  // Continuation lines start with a space, which counts towards their 75.
  let room = MAX_OCTETS;
  // for…of walks code points, so a fold falls between whole characters.
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0)!);
    if (octets + size > room) {
      parts.push(current);
      current = "";
      octets = 0;
      room = MAX_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** Unfolds a whole calendar file and folds it again by octets, with CRLF line ends. */
export function refoldCalendar(text: string): string {
  const unfolded = text.replace(/\r?\n[ \t]/g, "");
  return unfolded
    .split(/\r?\n/)
    .map((line) => (line === "" ? line : foldContentLine(line)))
    .join("\r\n");
}
