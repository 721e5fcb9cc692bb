// The admin page's own TanStack Query client, created inside /admin so public
// pages never ship it. SPEC §9 data-loading defaults: no retries, no refetch
// on focus or on a timer, data never stale; only the user query expires (5 min).
import { MutationCache, QueryCache, QueryClient, type QueryKey } from "@tanstack/react-query";
import { ApiError } from "#app/shared/api-client";

export const USER_STALE_TIME_MS = 5 * 60 * 1000;

/** Every query key the admin page uses, so a change can name exactly what it made stale. */
export const adminKeys = {
  user: ["auth", "user"],
  analytics: ["admin", "analytics"],
  leads: ["admin", "leads"],
  courses: ["admin", "courses"],
  instances: ["admin", "course-instances"],
  dates: ["admin", "available-dates"],
  posts: ["admin", "posts"],
  bookings: ["admin", "bookings"],
  booking: (id: string) => ["admin", "booking", id],
} as const satisfies Record<string, QueryKey | ((id: string) => QueryKey)>;

/** A session that ended mid-visit (expired, or logged out elsewhere): ask who the user is again. */
const isSignedOut = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403);

export function createAdminQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isSignedOut(error) && query.queryKey[0] !== adminKeys.user[0]) {
          void client.invalidateQueries({ queryKey: adminKeys.user });
        }
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isSignedOut(error)) void client.invalidateQueries({ queryKey: adminKeys.user });
      },
    }),
  });
  return client;
}
