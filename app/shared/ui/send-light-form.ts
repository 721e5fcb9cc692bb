// How the public forms send (find my booking, change my details, join a waiting list): one try/catch instead of one
// in each form.
import type { applyFieldErrors } from "#app/shared/form-errors";
import { ApiError } from "#app/shared/api-client";

type SetError<Name extends string> = Parameters<typeof applyFieldErrors<Name>>[1];

/**
 * Runs `send`. A 400 with field messages puts them under the form's `fields` (in form order) (form-errors is loaded only then,
 * decision 006); any other failure goes to `onFailure`, where the form says what did not happen. Resolves to whether
 * `send` succeeded.
 */
export async function sendLightForm<Name extends string>(
  setError: SetError<Name>,
  fields: readonly Name[],
  onFailure: (error: unknown) => void,
  send: () => Promise<unknown>,
): Promise<boolean> {
  try {
    await send();
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.fieldErrors) {
      const { applyFieldErrors } = await import("#app/shared/form-errors");
      applyFieldErrors(error, setError, fields);
    } else {
      onFailure(error);
    }
    return false;
  }
}
