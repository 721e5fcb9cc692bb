import { inspect } from "node:util";
import pino, { type Logger, type DestinationStream } from "pino";
import { routedPathForLog } from "./request-path";

// Drizzle puts a failed query's parameters (names, e-mail addresses) in the
// error message, and the stack repeats the message: keep the SQL, drop the values.
const QUERY_PARAMS = /\nparams: [\s\S]*?(?=\n {4}at |$)/g;

export function serializeError(error: unknown): Record<string, unknown> {
  // pino-http handed its error serializer pino's own copy of the error (a plain object, the original as `raw`):
  // without this, every error it logged read "[object Object]".
  const raw = (error as { raw?: unknown } | null)?.raw;
  if (!(error instanceof Error) && raw instanceof Error) return serializeError(raw);
  if (!(error instanceof Error)) {
    return {
      type: typeof error,
      message: typeof error === "string" ? error : inspect(error, { depth: 2 }).slice(0, 2000),
    };
  }
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

// A booking's access token is the only key to its customer's name, e-mail, phone and address (decision 004), and
// Stripe's return from a card check adds the payment's client secret: neither is ever written to a log. Nor is what
// staff search for (`q`: a name, an e-mail address, a phone number, issue 21): a person erased on request must not
// live on in the access log.
const SECRET_QUERY_PARAMS = new Set(["token", "payment_intent_client_secret", "setup_intent_client_secret", "q"]);
const TOKEN_IN_PATH = /(\/by-token\/|\/my-booking\/|\/waiting-list\/|\/business-accounts\/sign-in\/)[^/?#]+/gi;
// The backstop (issue 19, N6): a run of 40 or more base64url characters anywhere in the URL is taken for a secret
// (a link token is 43), unless it is a lowercase slug of several words, such as a long article's address.
const LONG_BASE64URL = /(?<![\w-])[\w-]{40,}(?![\w-])/g;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)+$/;

/**
 * The URL of a request as it may be logged: `?token=…`, `/by-token/…`, `/my-booking/…`, `/waiting-list/…`,
 * `/business-accounts/sign-in/…` (a business contact's sign-in link, issue 24) and any
 * long base64url run redacted. The path is the one the page handler serves (server/request-path.ts), so
 * `/my%2Dbooking/<token>` is logged as `/my-booking/[redacted]`.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf("?");
  const path = routedPathForLog(queryAt === -1 ? url : url.slice(0, queryAt)).replace(TOKEN_IN_PATH, "$1[redacted]");
  if (queryAt === -1) return redactLongRuns(path);
  const query = url
    .slice(queryAt + 1)
    .split("&")
    .map((pair) => {
      const equalsAt = pair.indexOf("=");
      const name = equalsAt === -1 ? pair : pair.slice(0, equalsAt);
      return SECRET_QUERY_PARAMS.has(decodeName(name).toLowerCase()) ? `${name}=[redacted]` : pair;
    })
    .join("&");
  return redactLongRuns(`${path}?${query}`);
}

const redactLongRuns = (text: string) => text.replace(LONG_BASE64URL, (run) => (SLUG.test(run) ? run : "[redacted]"));

/** A query parameter's name as the page reading it sees it (`%74oken` is `token`). */
function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replaceAll("+", " "));
  } catch {
    return name;
  }
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
