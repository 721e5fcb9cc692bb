import { describe, expect, it } from "vitest";
import { CONTACT_SUBJECTS, isSpam, toContactLead } from "./contact-rules";
import { contactFormSchema } from "./schema";

const filled = {
  firstName: "Sam",
  lastName: "Taylor",
  email: "sam@example.com",
  phone: "",
  subject: "group-booking",
  message: "We have eight staff to train in March.",
  website: "",
};

function firstError(change: Record<string, unknown>) {
  const result = contactFormSchema.safeParse({ ...filled, ...change });
  if (result.success) return undefined;
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("contact form rules (SPEC §5)", () => {
  it.each([
    [{ firstName: "" }, { firstName: "First name is required" }],
    [{ lastName: " " }, { lastName: "Last name is required" }],
    [{ email: "not-an-email" }, { email: "Please enter a valid email address" }],
    [{ subject: "" }, { subject: "Please select a subject" }],
    [{ subject: "sales" }, { subject: "Please select a subject" }],
    [{ message: "123456789" }, { message: "Message must be at least 10 characters" }],
    [{ message: "   123456789   " }, { message: "Message must be at least 10 characters" }],
  ])("rejects %j with %j", (change, errors) => {
    expect(firstError(change)).toEqual(errors);
  });

  it("accepts a complete form with an empty optional phone", () => {
    expect(firstError({})).toBeUndefined();
  });

  it("offers the six subjects of the spec", () => {
    expect(CONTACT_SUBJECTS.map((subject) => subject.value)).toEqual([
      "course-enquiry",
      "booking-question",
      "group-booking",
      "technical-support",
      "general",
      "feedback",
    ]);
  });
});

describe("toContactLead", () => {
  it("puts the subject in front of the message with a blank line (SPEC §7)", () => {
    const values = contactFormSchema.parse({ ...filled, phone: "07700 900123" });
    expect(toContactLead(values)).toEqual({
      firstName: "Sam",
      lastName: "Taylor",
      email: "sam@example.com",
      phone: "07700 900123",
      message: "Subject: group-booking\n\nWe have eight staff to train in March.",
    });
  });
});

describe("isSpam", () => {
  it.each([
    [undefined, false],
    ["", false],
    ["   ", false],
    ["http://spam.example", true],
  ])("treats a honeypot of %j as spam: %s", (website, expected) => {
    expect(isSpam(website)).toBe(expected);
  });
});
