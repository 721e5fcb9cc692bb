// What staff typed into the search box (issue 21, walkthrough L8), read as the thing they are looking for: an
// e-mail address, a booking reference, a phone number, or words of a name. Each kind is matched its own way (an
// address exactly, through its index; a phone by its digits, ignoring spaces; a name word by word).

export type SearchTerms =
  | { kind: "email"; email: string }
  | { kind: "reference"; reference: string }
  | { kind: "phone"; digits: string[] }
  | { kind: "text"; words: string[]; text: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const REFERENCE = /^tv-?[a-z0-9]{3,}$/i;
const PHONE_PUNCTUATION = /[\s().-]/g;
const PHONE = /^\+?\d{5,}$/;

/**
 * The ways a UK number may be written: as typed, and with the other of 0 and +44 in front (07700 900123 is
 * +447700900123), so either finds the other.
 */
export function phoneForms(typed: string): string[] {
  const digits = typed.replace(PHONE_PUNCTUATION, "");
  const forms = new Set([digits]);
  if (digits.startsWith("+44")) forms.add(`0${digits.slice(3)}`);
  else if (digits.startsWith("0")) forms.add(`+44${digits.slice(1)}`);
  return [...forms];
}

export function searchTermsOf(query: string): SearchTerms {
  const text = query.trim().replace(/\s+/g, " ");
  if (EMAIL.test(text)) return { kind: "email", email: text.toLowerCase() };
  if (REFERENCE.test(text)) {
    const code = text.replace(/^tv-?/i, "").toUpperCase();
    return { kind: "reference", reference: `TV-${code}` };
  }
  if (PHONE.test(text.replace(PHONE_PUNCTUATION, ""))) return { kind: "phone", digits: phoneForms(text) };
  return { kind: "text", words: text.toLowerCase().split(" "), text: text.toLowerCase() };
}

/** A LIKE pattern that finds `text` anywhere, with LIKE's own wildcards taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
