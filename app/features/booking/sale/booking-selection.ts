// What the booking dialog is opened with: the course, and a date chosen before
// it opens. Its steps and the pages that open it share these types from here,
// not from the dialog component, so no import runs back into the dialog.

export type BookingDialogCourse = {
  id: string;
  slug: string;
  title: string;
  price: number;
  prerequisites: string[];
  /** The dialog asks for the learner's first aid certificate (issue 23). */
  needsFirstAidCertificate: boolean;
};

/** A date chosen before the dialog opens (from an instance on the course page). */
export type PreselectedDate = {
  id: string;
  kind: "instance" | "available-date";
  date: string;
  /** The last course day (issue 21), when known. */
  lastDay?: string;
  location: string;
  /** Price of this date in pence (the instance's, else the course's). */
  price: number;
  /** Seats left when it was chosen: the most learners the dialog offers (issue 24); unknown, the server decides. */
  seatsLeft?: number;
};
