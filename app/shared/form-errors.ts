// The one way a server's field messages reach a form (the staff forms, the booking dialog, checkout, contact).
import { ApiError } from "./api-client";

type SetError<Name extends string> = (
  name: Name,
  error: { type: "server"; message: string },
  options: { shouldFocus: boolean },
) => void;

/**
 * Puts each message of the server's 400 answer (`fieldErrors`) under its field and focuses the first field in error
 * in the form's own order, `fields`, whatever order the server listed them in. A message for `syllabus.0.topic`
 * belongs to `syllabus`; `prefix` is dropped from the server's names first (the booking API names the details form's
 * `fullName` `userDetails.fullName`). Returns whether any field took a message; the caller still says what went wrong
 * (a toast), since a message may name no field of this form.
 */
export function applyFieldErrors<Name extends string>(
  error: unknown,
  setError: SetError<Name>,
  fields: readonly Name[],
  { prefix = "" }: { prefix?: string } = {},
): boolean {
  if (!(error instanceof ApiError) || !error.fieldErrors) return false;
  const messages = new Map<string, string>();
  for (const [key, [message]] of Object.entries(error.fieldErrors)) {
    const path = key.startsWith(prefix) ? key.slice(prefix.length) : key;
    if (message && !messages.has(path)) messages.set(path, message);
  }
  let focused = false;
  for (const field of fields) {
    for (const [path, message] of messages) {
      if (path !== field && !path.startsWith(`${field}.`)) continue;
      setError(path as Name, { type: "server", message }, { shouldFocus: !focused });
      focused = true;
    }
  }
  return focused;
}
