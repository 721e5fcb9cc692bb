// The characters text fields refuse (issue 11, security review F16). Names,
// e-mail addresses and titles are shown in the admin area, the CSV export,
// e-mails and calendar files: a control character can break a line there, and
// a bidirectional control can make "Sam" read as someone else. Isomorphic and
// tiny: the forms load it too, so the browser judges text as the server does.
import { z } from "zod";

export const CONTROL_CHARACTERS_MESSAGE = "Remove the invisible or control characters from this field";

// Matching control characters is the point of these two patterns.
/* eslint-disable no-control-regex */
/** C0 controls (tab, line feed and carriage return included), DEL, C1 controls, and the bidi embeddings, overrides and isolates. */
const NOT_IN_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/**
 * The same, less what a textarea legitimately holds: line feeds, a carriage return that starts a CRLF, and tabs
 * (indented HTML in an article, text pasted from a document).
 */
const NOT_IN_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|\r(?!\n)/;
/* eslint-enable no-control-regex */

export const isOneLine = (value: string): boolean => !NOT_IN_ONE_LINE.test(value);
export const isPlainLines = (value: string): boolean => !NOT_IN_LINES.test(value);

/** For a one-line field (a name, phone, postcode, title, slug, location, tag…): `z.string().trim().check(oneLine)`. */
export const oneLine = z.refine<string>(isOneLine, CONTROL_CHARACTERS_MESSAGE);
/** For a multi-line field (a message, notes, a description, an article): `z.string().trim().check(multiLine)`. */
export const multiLine = z.refine<string>(isPlainLines, CONTROL_CHARACTERS_MESSAGE);
