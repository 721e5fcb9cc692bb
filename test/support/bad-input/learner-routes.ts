// The register of a course date (issue 23): 'mark all present', one learner's mark, identity check and first aid
// evidence. The scene's learner is on an unpaid booking, so not on the register: a valid mark is refused with 409.
import { choice, calendarDate, text, wholeNumber, type FieldKind } from "../bad-values";
import { firstAidFields, firstAidThatMeets, type RouteSpec, type Scene } from "./route-spec";

const reason = text(500, { required: false });
const note = text(500, { required: false, lines: "multi" });

/** A list of document types: a list of known types, no more than the group needs. */
const documents = (valid: string[], tooMany: string[]): FieldKind<Scene> => ({
  required: true,
  bad: [null, "", valid[0], ["not-a-document"], [valid[0], valid[0]], tooMany, [42], [{}], {}, 42],
});

const learnerDetails = { fullName: "Alex Reid", dateOfBirth: "1990-05-17" };
const learnerDetailsFields = { fullName: text(100), dateOfBirth: calendarDate() };

/** A learner's details as they send them by their own link, with their consent to reminders. */
const learnerOwnDetails = (path: RouteSpec["path"]): RouteSpec => ({
  path,
  body: () => ({ ...learnerDetails, remindersConsent: false }),
  fields: {
    ...learnerDetailsFields,
    remindersConsent: { required: true, bad: [null, "true", "false", 1, 0, "yes", {}, []] },
  },
  freeText: ["fullName"],
  strict: true,
  accepted: 200,
});

const learnerPath = (what: string) => (scene: Scene) =>
  `/api/admin/dates/date/${scene.date.id}/register/learners/${scene.learnerId}/${what}`;

export const LEARNER_ROUTES: Record<string, RouteSpec> = {
  "POST /api/admin/dates/:kind/:id/register/all-present": {
    path: (scene) => `/api/admin/dates/date/${scene.date.id}/register/all-present`,
    body: (scene) => ({ day: scene.date.date, reason: "Filled in at the end of the day" }),
    fields: { day: calendarDate(), reason },
    freeText: ["reason"],
    strict: true,
    accepted: 200,
  },
  "PUT /api/admin/dates/:kind/:id/register/learners/:learnerId/mark": {
    path: learnerPath("mark"),
    body: (scene) => ({ day: scene.date.date, status: "late", minutesMissed: 20, note: "Train delayed", reason: "" }),
    fields: { day: calendarDate(), status: choice(), minutesMissed: wholeNumber(1, 1440), note, reason },
    freeText: ["note", "reason"],
    strict: true,
    accepted: 409,
  },
  "PUT /api/admin/dates/:kind/:id/register/learners/:learnerId/identity": {
    path: learnerPath("identity"),
    body: () => ({ groupA: ["passport"], groupB: ["utility-bill", "bank-statement"] }),
    fields: {
      groupA: documents(["passport"], ["passport", "photocard-licence"]),
      groupB: documents(["utility-bill"], ["utility-bill", "bank-statement", "council-tax"]),
      reason,
    },
    freeText: ["reason"],
    strict: true,
    accepted: 409,
  },
  "PUT /api/admin/dates/:kind/:id/register/learners/:learnerId/first-aid": {
    path: learnerPath("first-aid"),
    body: (scene) => ({ status: "verified", qualification: "efaw", issuedOn: scene.today, note: "Seen", reason: "" }),
    fields: { status: choice(), qualification: choice({ required: false }), issuedOn: calendarDate(), note, reason },
    freeText: ["note", "reason"],
    strict: true,
    accepted: 409,
  },
  // Learner details (issue 23): the scene's course is no refresher, so no licence is asked and only these are checked.
  "PUT /api/bookings/by-token/:token/learner": learnerOwnDetails(
    (scene) => `/api/bookings/by-token/${scene.booking.accessToken}/learner`,
  ),
  // A group learner's own page (issue 24): the same details and the first aid declaration, by their own link.
  "PUT /api/learners/by-token/:token/details": learnerOwnDetails(
    (scene) => `/api/learners/by-token/${scene.learnerToken}/details`,
  ),
  "PUT /api/learners/by-token/:token/first-aid": {
    path: (scene) => `/api/learners/by-token/${scene.learnerToken}/first-aid`,
    body: (scene) => ({ firstAid: firstAidThatMeets(scene) }),
    fields: firstAidFields,
    freeText: ["firstAid.issuedBy"],
    strict: true,
    accepted: 200,
  },
  // The same details corrected by staff; the consent is the learner's own, so not sent.
  "PUT /api/admin/bookings/:id/learner": {
    path: (scene) => `/api/admin/bookings/${scene.booking.id}/learner`,
    body: () => learnerDetails,
    fields: learnerDetailsFields,
    freeText: ["fullName"],
    accepted: 200,
  },
};
