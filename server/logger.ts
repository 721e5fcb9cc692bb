import pino, { type Logger, type DestinationStream } from "pino";

// Drizzle puts a failed query's parameters (names, e-mail addresses) in the
// error message, and the stack repeats the message: keep the SQL, drop the values.
const QUERY_PARAMS = /\nparams: [\s\S]*?(?=\n {4}at |$)/g;

export function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const scrub = (text: string | undefined) => text?.replace(QUERY_PARAMS, "\nparams: [redacted]");
  const { code } = error as { code?: unknown };
  return {
    type: error.name,
    message: scrub(error.message),
    ...(code !== undefined && { code }),
    stack: scrub(error.stack),
    ...(error.cause !== undefined && { cause: serializeError(error.cause) }),
  };
}

/** JSON logs with personal data and secrets removed wherever they may appear. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      serializers: { err: serializeError },
      redact: {
        paths: [
          "req.headers.cookie",
          "req.headers.authorization",
          'res.headers["set-cookie"]',
          "*.password",
          "*.passwordHash",
          "*.email",
          "*.phone",
          "*.userDetails",
        ],
        censor: "[redacted]",
      },
    },
    destination,
  );
}
