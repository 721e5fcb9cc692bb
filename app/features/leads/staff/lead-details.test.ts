import { describe, expect, it } from "vitest";
import type { AdminLead } from "./staff-schema";
import { leadDetails } from "./lead-details";

const lead: AdminLead = {
  id: "l1",
  email: "sam@example.com",
  firstName: "Sam",
  lastName: "Taylor",
  fullName: null,
  phone: null,
  address: null,
  postcode: null,
  source: "contact",
  message: null,
  interest: null,
  selectedCourseId: null,
  selectedCourseTitle: null,
  selectedCourseDateId: null,
  bookingStage: null,
  companyName: null,
  numberOfTrainees: null,
  preferredLocation: null,
  status: "new",
  createdAt: "2025-01-01T10:00:00.000Z",
  updatedAt: "2025-01-01T10:00:00.000Z",
};

describe("leadDetails", () => {
  it("lists only what the lead told us, message and chosen course first", () => {
    expect(
      leadDetails({
        ...lead,
        message: "Subject: general\n\nHello",
        selectedCourseId: "c1",
        selectedCourseTitle: "SIA Door Supervisor",
        numberOfTrainees: 0,
        companyName: "  ",
      }),
    ).toEqual([
      { label: "Message", value: "Subject: general\n\nHello" },
      { label: "Selected course", value: "SIA Door Supervisor" },
      { label: "Number of trainees", value: "0" },
    ]);
  });

  it("names a chosen course that has since been deleted", () => {
    expect(leadDetails({ ...lead, selectedCourseId: "gone" })).toEqual([
      { label: "Selected course", value: "Unknown Course" },
    ]);
  });

  it("has nothing to add for a bare lead", () => expect(leadDetails(lead)).toEqual([]));
});
