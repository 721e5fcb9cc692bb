// What the staff waiting-list API answers (issue 14).

export type WaitlistDateSummary = {
  kind: "instanceId" | "availableDateId";
  id: string;
  startDate: string;
  location: string;
  courseTitle: string;
  /** In line (confirmed), and offered a seat now. */
  waiting: number;
  /** Asked to join but not confirmed their e-mail address (issue 19): not in line. */
  unconfirmed: number;
  offered: number;
};

export type AdminWaitlist = {
  paused: boolean;
  /** Seats free on the date now, counted as 'offer now' counts them: none, and no seat can be offered (issue 21, L7). */
  seatsFree: number;
  entries: {
    id: string;
    /** Place in line among those waiting and confirmed; null unconfirmed, once offered, or ended. */
    position: number | null;
    /** Confirmed their e-mail address (issue 19). */
    confirmed: boolean;
    fullName: string;
    email: string;
    phone: string;
    status: string;
    joinedAt: string;
    /** While offered: when the hold ends, London time. */
    offeredUntil: string | null;
    bookingReference: string | null;
  }[];
};
