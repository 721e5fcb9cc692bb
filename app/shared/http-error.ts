// One error type for the whole app: an HTTP status and a message a user may
// read. The API error handler and the page loaders both understand it.
export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  readonly status: number;
  readonly fieldErrors?: FieldErrors;

  constructor(status: number, message: string, fieldErrors?: FieldErrors) {
    super(message);
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
