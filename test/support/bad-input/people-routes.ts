// The office's people (issue 23): erasing a person who asks, with the reason kept in the log.
import { text } from "../bad-values";
import type { RouteSpec } from "./route-spec";

export const PEOPLE_ROUTES: Record<string, RouteSpec> = {
  // Nobody has this id: a good body reaches the lookup, which answers an unknown person with 404.
  "POST /api/admin/people/:id/erase": {
    path: () => "/api/admin/people/5d1b1e4a-62a2-4c1f-9d1e-0b8f2f8c7a11/erase",
    body: () => ({ reason: "Asked by e-mail on 28 November" }),
    fields: { reason: text(500) },
    freeText: ["reason"],
    strict: true,
    accepted: 404,
  },
};
