// Fixed copy of the contact page (SPEC §9 office hours and reply promise; the
// quick answers repeat the policy terms of SPEC §9).
export const OFFICE_HOURS = [
  { days: "Mon-Fri", hours: "9am-6pm" },
  { days: "Sat", hours: "9am-4pm" },
  { days: "Sun", hours: "closed" },
] as const;

export const REPLY_PROMISE = "We'll get back to you within 24 hours.";

export const QUICK_ANSWERS = [
  {
    question: "What do I need for an SIA licence?",
    answer:
      "You must be 18 or over, have the right to work in the UK and pass the qualification for your role. Door " +
      "supervisor and security officer courses also need a valid first aid certificate before you start.",
  },
  {
    question: "How quickly will I get my results?",
    answer: "Results are normally confirmed within 5-7 working days of your exam, so you can apply for your licence.",
  },
  {
    question: "What if I don't pass first time?",
    answer: "Every booking includes one free retake within 6 months, so a difficult exam day doesn't cost you extra.",
  },
  {
    question: "Do you take group bookings?",
    answer:
      "Yes. Groups of 5 or more get a discount, and approved businesses can pay by invoice on 30-day terms. " +
      "Choose 'Group Booking' as your subject and tell us what you need.",
  },
] as const;

/** Google Maps search link for the training centre; opening it is the visitor's choice. */
export function mapSearchUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
