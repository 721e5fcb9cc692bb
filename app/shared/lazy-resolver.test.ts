import type { Resolver } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { lazyResolver } from "./lazy-resolver";

type Values = { name: string };
const ok: Resolver<Values, unknown, Values> = async (values) => ({ values, errors: {} });
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<typeof ok>[2];

describe("lazyResolver", () => {
  it("loads the real resolver on the first validation only, then uses it every time", async () => {
    const load = vi.fn(async () => ok);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    expect(await resolver({ name: "Sam" }, undefined, options)).toEqual({ values: { name: "Sam" }, errors: {} });
    await resolver({ name: "Jo" }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries the download again on the next validation after a failed one", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(ok);
    const resolver = lazyResolver<Values, Values>(load);
    await expect(resolver({ name: "Sam" }, undefined, options)).rejects.toThrow("offline");
    expect(await resolver({ name: "Sam" }, undefined, options)).toMatchObject({ errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
