import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A react-hook-form resolver loaded on the form's first validation (its first submit), not with the page: a zod
 * schema brings zod, ~38 KB gzipped, which a page that only shows the form does not need yet (decision 006).
 */
export function lazyResolver<TInput extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
): Resolver<TInput, unknown, TOutput> {
  let loaded: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  return async (values, context, options) => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined; // a failed download may succeed on the next submit
      throw error;
    });
    return (await loaded)(values, context, options);
  };
}
