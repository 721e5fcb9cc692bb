// The waiting list: joining, the entry's page, and staff managing it (issue 14).
import { unique } from "../factories";
import { uuid, yesNo } from "../bad-values";
import { customer } from "../booking-fixtures";
import { customerDetails, firstAidFields, firstAidThatMeets, type RouteSpec, type Scene } from "./route-spec";

/** An action on a waiting-list link no entry has: the route reads no body, and answers an unknown link with 404. */
const unknownEntryLink = (action: string): RouteSpec => ({
  path: () => `/api/waiting-list/n0GFRHwHUSd2IA_j2Z75DD4iQLNaHcipAAAAAAAAAAA/${action}`,
  body: "none",
  accepted: 404,
});

export const WAITING_LIST_ROUTES: Record<string, RouteSpec> = {
  "POST /api/waiting-list": {
    path: () => "/api/waiting-list",
    body: (scene) => ({
      fullName: customer.fullName,
      email: `wait.${unique()}@example.com`,
      phone: customer.phone,
      availableDateId: scene.date.id,
    }),
    fields: {
      fullName: customerDetails["userDetails.fullName"],
      email: customerDetails["userDetails.email"],
      phone: customerDetails["userDetails.phone"],
      availableDateId: uuid<Scene>(),
      instanceId: { required: false, bad: [...uuid<Scene>({ required: false }).bad, (s: Scene) => s.instance.id] },
    },
    freeText: ["fullName"],
    strict: true,
    // The scene's date has free seats: there is no list to join.
    accepted: 409,
  },
  // Accepting the seat held for the scene's entry on a course that needs a first aid certificate (issue 23).
  "POST /api/waiting-list/:token/book": {
    path: (scene) => `/api/waiting-list/${scene.offerToken}/book`,
    body: (scene) => ({ firstAid: firstAidThatMeets(scene) }),
    fields: firstAidFields,
    freeText: ["firstAid.issuedBy"],
    strict: true,
    accepted: 200,
  },
  "POST /api/waiting-list/:token/confirm": unknownEntryLink("confirm"),
  "POST /api/waiting-list/:token/leave": unknownEntryLink("leave"),
  "POST /api/waiting-list/:token/decline": unknownEntryLink("decline"),
  "POST /api/admin/waiting-list/pause": {
    path: () => "/api/admin/waiting-list/pause",
    body: (scene) => ({ availableDateId: scene.date.id, paused: true }),
    fields: { availableDateId: uuid<Scene>(), paused: { ...yesNo, required: true, bad: [null, ...yesNo.bad] } },
    strict: true,
    accepted: 200,
  },
  "POST /api/admin/waiting-list/remove": {
    // An id nobody has is no error: it is counted as not removed.
    path: () => "/api/admin/waiting-list/remove",
    body: () => ({ entryIds: ["5d1b1e4a-62a2-4c1f-9d1e-0b8f2f8c7a11"] }),
    fields: {
      entryIds: {
        required: true,
        bad: [
          null,
          "5d1b1e4a-62a2-4c1f-9d1e-0b8f2f8c7a11",
          42,
          {},
          [],
          [null],
          [42],
          ["not-a-uuid"],
          Array.from({ length: 201 }, () => "5d1b1e4a-62a2-4c1f-9d1e-0b8f2f8c7a11"),
        ],
      },
      "entryIds.0": uuid<Scene>({ unknownIsRefused: false }),
    },
    strict: true,
    accepted: 200,
  },
  "POST /api/admin/waiting-list/:id/offer": {
    // The scene has no waiting list: the route reads no body, and answers an unknown entry with 404.
    path: () => "/api/admin/waiting-list/5d1b1e4a-62a2-4c1f-9d1e-0b8f2f8c7a11/offer",
    body: "none",
    accepted: 404,
  },
  "POST /api/admin/waiting-list/:id/remove": {
    path: () => "/api/admin/waiting-list/5d1b1e4a-62a2-4c1f-9d1e-0b8f2f8c7a11/remove",
    body: "none",
    accepted: 404,
  },
};
