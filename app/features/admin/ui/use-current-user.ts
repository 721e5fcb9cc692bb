import { useQuery } from "@tanstack/react-query";
import type { PublicUser } from "#app/features/auth/schema";
import { apiGet } from "#app/shared/api-client";
import { adminKeys, USER_STALE_TIME_MS } from "#app/shared/staff/query-client";

/** GET /api/auth/user (SPEC §7): no retry, cached 5 minutes; a 401 is an error, i.e. not signed in. */
export function useCurrentUser() {
  return useQuery({
    queryKey: adminKeys.user,
    queryFn: () => apiGet<PublicUser>("/api/auth/user"),
    staleTime: USER_STALE_TIME_MS,
    retry: false,
  });
}
