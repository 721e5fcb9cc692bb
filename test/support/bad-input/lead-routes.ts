// Enquiries: the contact form, the booking dialog's lead, and staff updating one.
import { customer } from "../booking-fixtures";
import { choice, email, text, uuid } from "../bad-values";
import { type RouteSpec, type Scene } from "./route-spec";

export const LEAD_ROUTES: Record<string, RouteSpec> = {
  "POST /api/leads/contact": {
    path: () => "/api/leads/contact",
    body: () => ({
      firstName: "Jo",
      lastName: "Bloggs",
      email: "jo.bloggs@example.com",
      phone: "07700 900456",
      message: "Subject: course-enquiry\n\nWhen does the next door supervisor course start?",
      website: "",
    }),
    fields: {
      firstName: text(100),
      lastName: text(100),
      email: email(),
      phone: text(30, { required: false }),
      message: text(5000, { min: 10, lines: "multi" }),
      website: { required: false, bad: ["https://spam.example", 42, {}] },
    },
    freeText: ["firstName", "lastName", "message"],
    strict: true,
    accepted: 201,
  },
  "POST /api/booking-leads": {
    path: () => "/api/booking-leads",
    body: (scene) => ({ ...customer, selectedCourseId: scene.course.id, selectedCourseDateId: scene.date.id }),
    fields: {
      fullName: text(100, { min: 2 }),
      email: email(),
      phone: text(30, { min: 10 }),
      address: text(300, { min: 5 }),
      postcode: text(12, { min: 5 }),
      notes: text(2000, { required: false, lines: "multi" }),
      selectedCourseId: { required: true, bad: [...uuid<Scene>().bad, (scene: Scene) => scene.other.id] },
      selectedCourseDateId: uuid<Scene>(),
    },
    freeText: ["fullName", "address", "notes"],
    strict: true,
    accepted: 201,
  },
  "PATCH /api/admin/leads/:id": {
    path: (scene) => `/api/admin/leads/${scene.lead.id}`,
    body: () => ({ status: "contacted" }),
    fields: { status: choice() },
    accepted: 200,
  },
};
