import { describe, expect, it } from "vitest";
import { ApiError } from "#app/shared/api-client";
import { adminKeys, createAdminQueryClient } from "./query-client";

describe("the admin query client (SPEC §9 data-loading defaults)", () => {
  it("never retries, never refetches on focus or a timer, and keeps data until told", () => {
    const defaults = createAdminQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      retry: false,
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });

  it("asks who the user is again when a list answers 401 (the session ended)", async () => {
    const client = createAdminQueryClient();
    client.setQueryData(adminKeys.user, { id: "u1", role: "admin" });
    await client
      .fetchQuery({
        queryKey: adminKeys.leads,
        queryFn: () => Promise.reject(new ApiError(401, '{"message":"Please log in to continue."}', "Unauthorized")),
      })
      .catch(() => undefined);
    expect(client.getQueryState(adminKeys.user)?.isInvalidated).toBe(true);
  });

  it("leaves the user alone when a list fails for another reason", async () => {
    const client = createAdminQueryClient();
    client.setQueryData(adminKeys.user, { id: "u1", role: "admin" });
    await client
      .fetchQuery({
        queryKey: adminKeys.leads,
        queryFn: () => Promise.reject(new ApiError(500, "", "Internal Server Error")),
      })
      .catch(() => undefined);
    expect(client.getQueryState(adminKeys.user)?.isInvalidated).toBe(false);
  });
});
