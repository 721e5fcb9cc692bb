// What every customer message knows of a booking and the site. The job that sends a message reads the booking
// fresh when the message is due and builds this, so a message says what is true when it goes (issue 13).

/** One day of a course, in Europe/London: the date and its start and finish times. */
export type CourseDay = { date: string /* YYYY-MM-DD */; start: string /* HH:MM */; finish: string /* HH:MM */ };

export type MessageBooking = {
  reference: string;
  fullName: string;
  courseTitle: string;
  /** Every day of the course, first day first. */
  days: CourseDay[];
  venueAddress: string;
  venueDirections: string | null;
  /** What to bring on the first day, one item per line, already worded for the learner. */
  whatToBring: string[];
  /**
   * The first aid certificate the learner declared (issue 23), as the booking page tells it: label-value rows, the
   * verdict, a warning when it falls short and what to bring; null or absent on a course that does not need one.
   */
  firstAid?: { rows: [string, string][]; verdict: string; warning: string | null; bring: string } | null;
  /** Pence. */
  totalPrice: number;
  amountPaid: number;
  amountOwed: number;
  /** When the balance is due (S−7), or null for a booking paid in full at the start. */
  balanceDueDate: string | null;
  /** The customer's own booking page (a secret link). */
  bookingUrl: string;
  /** A free retake: the reference of the booking it retakes (issue 21, L19). */
  retakeOf?: string | null;
  /** A group booking's learners, in seat order (issue 24): the payer's confirmation lists them. */
  learners?: { fullName: string; email: string }[];
};

export type MessageSite = {
  name: string;
  phone: string;
  email: string;
  address: string;
  /** The site's public origin, no trailing slash, e.g. https://www.example.co.uk */
  url: string;
};

/** A payment a receipt is for. */
export type ReceiptPayment = {
  /** deposit | full | balance | manual */
  kind: string;
  amount: number;
  /** "Card", "Bank transfer", "Cash", "Card machine" … */
  method: string;
  paidAt: Date;
  /** Shown on the receipt: the payment's own reference (provider id or a staff note's id). */
  reference: string;
  /** The number the database gave the payment when it succeeded (issue 21, L16), or null. */
  receiptNumber: number | null;
  /** Money recorded by hand: the day it arrived (YYYY-MM-DD), shown as the date paid; null otherwise. */
  receivedOn: string | null;
};

/** One line of the staff digest of overdue balances. */
export type OverdueLine = {
  reference: string;
  fullName: string;
  phone: string;
  courseTitle: string;
  startDate: string;
  balanceDueDate: string;
  amountOwed: number;
  /** The staff page for this booking. */
  adminUrl: string;
};

export type RenderedEmail = { subject: string; text: string; html: string };

/** What a waiting-list message knows of its entry (issue 14). */
export type MessageWaitlistEntry = {
  fullName: string;
  courseTitle: string;
  /** YYYY-MM-DD */
  startDate: string;
  /** 1 = next in line. */
  position: number;
  /** The entry's own page (a secret link): see your place, decline an offer, leave the list. */
  waitlistUrl: string;
  /** The course's public page. */
  courseUrl: string;
};
