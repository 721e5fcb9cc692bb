// GROUP_DISCOUNT_PERCENT reaches the browser through the root loader (issue 24): the pages that open the booking
// dialog load their data on the client after the first visit, so only the root's data is there on every page. The
// browser never assumes a figure: without it the dialog books one learner only.
import { useRouteLoaderData } from "react-router";

export type GroupDiscountData = { groupDiscountPercent: number };

/** The group discount the server gives, or undefined where the root's data is not at hand. */
export function useGroupDiscountPercent(): number | undefined {
  return useRouteLoaderData<Partial<GroupDiscountData>>("root")?.groupDiscountPercent;
}
