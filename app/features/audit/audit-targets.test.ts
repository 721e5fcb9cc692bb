import { describe, expect, it } from "vitest";
import { auditTargetOf } from "./audit-targets";

const ID = "5d1b1e4a-62a2-4c1f-9d1e-0b8f2f8c7a11";
const OTHER = "0b8f2f8c-62a2-4c1f-9d1e-5d1b1e4a7a11";

describe("the record a staff write touches", () => {
  it.each([
    ["PUT", `/courses/${ID}`, {}, { recordType: "course", ids: [ID], verb: "update", creates: false }],
    ["DELETE", `/posts/${ID}`, {}, { recordType: "post", ids: [ID], verb: "delete", creates: false }],
    ["POST", "/courses", {}, { recordType: "course", ids: [], verb: "create", creates: true }],
    ["POST", "/available-dates", {}, { recordType: "available-date", ids: [], verb: "create", creates: true }],
    ["PUT", `/course-instances/${ID}`, {}, { recordType: "instance", ids: [ID], verb: "update", creates: false }],
    ["PATCH", `/leads/${ID}`, {}, { recordType: "lead", ids: [ID], verb: "update", creates: false }],
    ["POST", `/bookings/${ID}/cancel`, {}, { recordType: "booking", ids: [ID], verb: "cancel", creates: false }],
    ["PUT", `/bookings/${ID}/email`, {}, { recordType: "booking", ids: [ID], verb: "email", creates: false }],
    ["POST", `/refunds/${ID}/paid-back`, {}, { recordType: "payment", ids: [ID], verb: "paid-back", creates: false }],
    [
      "POST",
      `/waiting-list/${ID}/offer`,
      {},
      { recordType: "waitlist-entry", ids: [ID], verb: "offer", creates: false },
    ],
    [
      "POST",
      "/waiting-list/remove",
      { entryIds: [ID, OTHER, "not-an-id"] },
      { recordType: "waitlist-entry", ids: [ID, OTHER], verb: "remove", creates: false },
    ],
    [
      "POST",
      "/waiting-list/pause",
      { instanceId: ID, paused: true },
      { recordType: "instance", ids: [ID], verb: "pause", creates: false },
    ],
    [
      "POST",
      `/dates/instance/${ID}/message`,
      {},
      { recordType: "instance", ids: [ID], verb: "message", creates: false },
    ],
    [
      "POST",
      `/dates/date/${ID}/results`,
      {},
      { recordType: "available-date", ids: [ID], verb: "results", creates: false },
    ],
    ["POST", `/people/${ID}/notes`, {}, { recordType: "person", ids: [ID], verb: "notes", creates: false }],
    ["POST", "/something-new/run", {}, { recordType: null, ids: [], verb: "run", creates: false }],
    ["PUT", "/courses/not-an-id", {}, { recordType: "course", ids: [], verb: "not-an-id", creates: false }],
  ])("%s %s", (method, path, body, expected) => {
    expect(auditTargetOf(method, path, body)).toEqual(expected);
  });
});
