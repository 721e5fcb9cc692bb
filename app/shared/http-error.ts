// One error type for the whole app: an HTTP status and a message a user may
// read. The API error handler and the page loaders both understand it.
export type FieldErrors = Record<string, string[]>;

// The server runs two copies of this module: the one its own code imports and the one bundled into the page
// build. A brand shared through the global symbol registry makes `instanceof` work across both, so a loader can
// recognise an HttpError thrown by a read the server's code made (the catalogue cache).
const BRAND = Symbol.for("academy.HttpError");

export class HttpError extends Error {
  readonly [BRAND] = true;
  readonly status: number;

  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === "object" && value !== null && BRAND in value;
  }

  readonly fieldErrors?: FieldErrors;

  constructor(status: number, message: string, fieldErrors?: FieldErrors) {
    // A 4xx answers the request's own input: its stack names only the validator that refused it, is never logged
    // (server/request-log.ts logs 5xx with theirs), and capturing it was ~3% of a refused POST's time (issue 22).
    const stackTraceLimit = Error.stackTraceLimit;
    if (status < 500) Error.stackTraceLimit = 0;
    try {
      super(message);
    } finally {
      Error.stackTraceLimit = stackTraceLimit;
    }
    this.name = "HttpError";
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

export const notFound = (message = "Not found") => new HttpError(404, message);
export const badRequest = (message: string, fieldErrors?: FieldErrors) => new HttpError(400, message, fieldErrors);
export const conflict = (message: string, fieldErrors?: FieldErrors) => new HttpError(409, message, fieldErrors);

/** The JSON body every failing API call answers with. */
export type ApiErrorBody = { message: string; fieldErrors?: FieldErrors };
