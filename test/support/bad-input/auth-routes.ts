// Signing in and out.
import { text } from "../bad-values";
import { STAFF_PASSWORD } from "../staff";
import { type RouteSpec } from "./route-spec";

export const AUTH_ROUTES: Record<string, RouteSpec> = {
  "POST /api/auth/login": {
    path: () => "/api/auth/login",
    body: (scene) => ({ username: scene.username, password: STAFF_PASSWORD }),
    fields: {
      username: text(100),
      password: { required: true, bad: [null, "", 42, {}, [], tooLongPassword(), "wrong password", "\u0000"] },
    },
    accepted: 200,
  },
  "POST /api/auth/logout": { path: () => "/api/auth/logout", body: "none", accepted: 200 },
};

function tooLongPassword() {
  return "p".repeat(201);
}
