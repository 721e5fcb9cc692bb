// A write to the staff register (issue 23), shared by the register page and each learner's forms.
import { useQueryClient } from "@tanstack/react-query";
import { ApiError, apiRequest } from "#app/shared/api-client";
import { useAdminMutation } from "#app/shared/staff/use-admin-mutation";
import type { RegisterLearner, RegisterView } from "../register-schema";

/** The reason for a change once the register has locked: null when not locked, false when missing (and asked for). */
export type ReasonGetter = () => string | null | false;

export type LearnerProps = {
  learner: RegisterLearner;
  day: string;
  needsFirstAid: boolean;
  /** The register's address: …/register. */
  path: string;
  reason: ReasonGetter;
};

/**
 * A write to the register. A 409 means the register changed under the page (it locked at midnight, or the learner
 * left the date): it is read again, so a locked register shows its reason field.
 */
export function useRegisterWrite<T, R = RegisterView>(method: string, path: string, what: string) {
  const client = useQueryClient();
  return useAdminMutation<T, R>({
    mutationFn: (body) =>
      apiRequest<R>(method, path, body).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 409) {
          void client.invalidateQueries({ queryKey: ["admin", "register"] });
        }
        throw error;
      }),
    invalidates: [
      ["admin", "register"],
      ["admin", "audit"],
    ],
    failureMessage: `The ${what} was not saved`,
  });
}
