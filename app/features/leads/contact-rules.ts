// The contact form's rules that need no zod (SPEC §5, §7): the subjects, the
// limits, the honeypot and how a form becomes a lead. The form loads these
// with the page; schema.ts, with zod, loads on its first validation.

/** The contact form's values once valid (schema.ts checks that its zod output has exactly this shape). */
export type ContactFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | undefined;
  subject: string;
  message: string;
  website?: string | undefined;
};

/** The body of POST /api/leads/contact (SPEC §3), as schema.ts's contactLeadSchema outputs it. */
export type ContactLeadInput = {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | undefined;
  message: string;
  website?: string | undefined;
};

export const CONTACT_SUBJECTS = [
  { value: "course-enquiry", label: "Course Enquiry" },
  { value: "booking-question", label: "Booking Question" },
  { value: "group-booking", label: "Group Booking" },
  { value: "technical-support", label: "Technical Support" },
  { value: "general", label: "General Enquiry" },
  { value: "feedback", label: "Feedback" },
] as const;

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]["value"];

/** Longest stored message, subject line included. */
export const MESSAGE_MAX_LENGTH = 5000;
/** Room kept for the 'Subject: …' line the form puts in front of the visitor's text. */
export const SUBJECT_LINE_ROOM = 100;

export const SPAM_MESSAGE = "Spam detected";

export function isSpam(website: string | undefined): boolean {
  return (website ?? "").trim().length > 0;
}

/** SPEC §7: the subject travels inside the message as 'Subject: …', a blank line, then the text. */
export function toContactLead(values: ContactFormValues): ContactLeadInput {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone ?? "",
    message: `Subject: ${values.subject}\n\n${values.message}`,
  };
}

export type ContactLeadCreated = { id: string; message: string };
