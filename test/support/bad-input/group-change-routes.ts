// Changing a group after the sale (issue 24): cancelling some learners and substituting one, from the payer's booking
// page and by staff. The scene's booking is unpaid and on no business account, so each valid request is refused 409.
import { choice, email, text, type FieldKind } from "../bad-values";
import type { RouteSpec, Scene } from "./route-spec";

/** The seats whose learners to cancel: whole numbers from 1 to 16, at least one. */
const positions: FieldKind<Scene> = {
  required: true,
  bad: [null, "", "1", 1, [], [0], [17], [1.5], ["1"], [null], [{}], {}, Array.from({ length: 17 }, (_, i) => i + 1)],
};

const substitute = {
  body: () => ({ fullName: "Priya Substitute", email: "priya.substitute@example.com" }),
  fields: { fullName: text(100, { min: 2 }), email: email() },
  freeText: ["fullName"],
  strict: true,
  accepted: 409,
};

export const GROUP_CHANGE_ROUTES: Record<string, RouteSpec> = {
  "POST /api/bookings/by-token/:token/learners/release": {
    path: (scene) => `/api/bookings/by-token/${scene.booking.accessToken}/learners/release`,
    body: () => ({ positions: [1] }),
    fields: { positions },
    strict: true,
    accepted: 409,
  },
  "POST /api/bookings/by-token/:token/learners/:position/substitute": {
    path: (scene) => `/api/bookings/by-token/${scene.booking.accessToken}/learners/1/substitute`,
    ...substitute,
  },
  "POST /api/admin/bookings/:id/learners/release": {
    path: (scene) => `/api/admin/bookings/${scene.booking.id}/learners/release`,
    body: () => ({ positions: [1], requestedBy: "customer", refund: 0 }),
    fields: {
      positions,
      requestedBy: choice(),
      refund: { required: false, bad: ["0", -1, 1.5, {}, [], true] },
    },
    strict: true,
    accepted: 409,
  },
  "POST /api/admin/bookings/:id/learners/:position/substitute": {
    path: (scene) => `/api/admin/bookings/${scene.booking.id}/learners/1/substitute`,
    ...substitute,
  },
};
