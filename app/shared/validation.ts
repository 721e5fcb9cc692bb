import type { z } from "zod";
import { badRequest, type FieldErrors } from "./http-error";

/** Field messages keyed by dotted path, the shape forms and the API share. */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : "_";
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return fieldErrors;
}

export const NUL_MESSAGE = "Contains a character that is not allowed";

/** Parses input with a shared schema; a failure becomes a 400 with field messages. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest("Please check the highlighted fields.", toFieldErrors(result.error));
  return result.data;
}
