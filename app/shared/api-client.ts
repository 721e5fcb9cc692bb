// The browser's one way to call /api (SPEC §7, §8): cookies always sent, a JSON
// body only when there is one, and any failure becomes an ApiError whose
// message is "status: body" while keeping the server's own message apart.
import type { ApiErrorBody, FieldErrors } from "./http-error";

export class ApiError extends Error {
  readonly status: number;
  /** The server's user-facing message, when it sent one. */
  readonly serverMessage?: string;
  readonly fieldErrors?: FieldErrors;

  constructor(status: number, bodyText: string, statusText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = "ApiError";
    this.status = status;
    try {
      const body = JSON.parse(bodyText) as Partial<ApiErrorBody>;
      if (typeof body.message === "string") this.serverMessage = body.message;
      if (body.fieldErrors && typeof body.fieldErrors === "object") this.fieldErrors = body.fieldErrors;
    } catch {
      // Not JSON (a proxy's error page, say): the status line is all we have.
    }
  }
}

export async function apiRequest<T>(
  method: string,
  path: string,
  body?: unknown,
  extraHeaders?: Record<string, string>,
): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: "include",
    headers: {
      ...(body === undefined
        ? { Accept: "application/json" }
        : { "Content-Type": "application/json", Accept: "application/json" }),
      ...extraHeaders,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export const apiGet = <T>(path: string) => apiRequest<T>("GET", path);

/** The message to show a user: the server's, else the given fallback. */
export function userMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}
