// The outbox kind of a result e-mail (issue 21, M5): one of its own per recording, so a corrected result is sent and
// none twice; and, read back, the result it announces, so a message overtaken by a correction is not sent.
import type { CourseResult } from "#db/schema";

export const resultEmailKind = (result: CourseResult, recordedAt: Date) => `result-${result}:${recordedAt.getTime()}`;

/** The result a queued message announces, or null when it is not a result message. */
export const resultOfEmailKind = (kind: string): CourseResult | null =>
  (/^result-(passed|not-passed|did-not-attend):\d+$/.exec(kind)?.[1] as CourseResult | undefined) ?? null;
