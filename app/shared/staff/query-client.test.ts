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

  it.each([
    [
      "asks who the user is again when a list answers 401 (the session ended)",
      new ApiError(401, '{"message":"Please log in to continue."}', "Unauthorized"),
      true,
    ],
    [
      "leaves the user alone when a list fails for another reason",
      new ApiError(500, "", "Internal Server Error"),
      false,
    ],
  ])("%s", async (_case, error, invalidated) => {
    const client = createAdminQueryClient();
    client.setQueryData(adminKeys.user, { id: "u1", role: "admin" });
    await client.fetchQuery({ queryKey: adminKeys.leads, queryFn: () => Promise.reject(error) }).catch(() => undefined);
    expect(client.getQueryState(adminKeys.user)?.isInvalidated).toBe(invalidated);
  });
});
