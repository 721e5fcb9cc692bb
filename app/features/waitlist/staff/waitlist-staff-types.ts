// What the staff waiting-list API answers (issue 14).

export type WaitlistDateSummary = {
  kind: "instanceId" | "availableDateId";
  id: string;
  startDate: string;
  location: string;
  courseTitle: string;
  /** Still waiting, and offered a seat now. */
  waiting: number;
  offered: number;
};

export type AdminWaitlist = {
  paused: boolean;
  entries: {
    id: string;
    /** Place in line among those waiting; null once offered or ended. */
    position: number | null;
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
