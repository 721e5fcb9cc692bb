import pino, { type Logger } from "pino";

/** JSON logs with personal data and secrets removed wherever they may appear. */
export function createLogger(level: string): Logger {
  return pino({
    level,
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
  });
}
