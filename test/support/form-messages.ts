// For the tests of the staff forms, which submit through the API's own zod schemas.

/** The created and updated times every stored record carries, for a fixture of one as staff load it. */
export const STORED_STAMPS = { createdAt: "2025-01-01T10:00:00.000Z", updatedAt: "2025-01-02T10:00:00.000Z" };

/** A schema's `safeParse` result as field → message ("days.0" for a list's item); `{}` when it passed. */
export const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): Record<string, string> =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
