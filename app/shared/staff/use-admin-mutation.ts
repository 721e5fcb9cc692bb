import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { userMessage } from "#app/shared/api-client";
import { toast, type ToastInput } from "#app/shared/ui/toast-store";
import { adminKeys } from "./query-client";

type AdminMutationOptions<TVariables, TData> = {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** The lists this change makes stale; the overview figures are always refreshed too. */
  invalidates: readonly QueryKey[];
  /** SPEC §8: shown when the server sends no message of its own. */
  failureMessage: string;
  success?: ToastInput;
};

/**
 * A change made from the admin page: on success the affected lists refetch
 * (the promise settles once they have), on failure the spec's 'Error' toast
 * with the server's message or the fallback.
 */
export function useAdminMutation<TVariables = void, TData = unknown>({
  mutationFn,
  invalidates,
  failureMessage,
  success,
}: AdminMutationOptions<TVariables, TData>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all(
        [...invalidates, adminKeys.analytics].map((queryKey) => client.invalidateQueries({ queryKey })),
      );
      if (success) toast(success);
    },
    onError: (error) => {
      toast({ title: "Error", description: userMessage(error, failureMessage), variant: "destructive" });
    },
  });
}
