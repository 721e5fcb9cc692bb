// The day on one page (issue 21): what the charts on /admin show, GET /api/admin/overview. Money is pence; days are
// London days.

export type OverviewWeek = {
  /** The week's Monday. */
  weekStart: string;
  /** Bookings confirmed that week (paid, booked by staff or a free retake), whatever became of them since. */
  bookings: number;
  /** From the ledger, as the money report counts it. */
  takings: number;
  refunds: number;
};

export type OverviewDate = {
  /** Its staff page: /admin/dates/{instance|date}/{id}. */
  path: string;
  startDate: string;
  courseTitle: string;
  location: string;
  /** Seats taken: booked offline, confirmed, and held for someone paying. */
  taken: number;
  maxSeats: number;
  status: string;
};

export type OverviewWaitingList = {
  path: string;
  startDate: string;
  courseTitle: string;
  /** In line (address confirmed, not yet offered). */
  waiting: number;
  /** Offered a seat that is held for them now. */
  offered: number;
};

export type OverviewProblemDay = { day: string; failedEmails: number; deadJobs: number };

export type StaffOverview = {
  today: string;
  /** The last 12 weeks, oldest first; the current week last. */
  weeks: OverviewWeek[];
  /** Every date that still runs and starts in the next 8 weeks, soonest first. */
  fill: OverviewDate[];
  money: {
    owed: number;
    overdue: number;
    dueToday: number;
    notYetDue: number;
    bookings: number;
    overdueBookings: number;
  };
  waitingLists: OverviewWaitingList[];
  /** The last 14 days: e-mails that gave up (by the day they failed) and jobs that died (by the day they gave up). */
  problems: OverviewProblemDay[];
  /** Right now: e-mails that could not be sent, jobs that gave up, refunds not yet paid back (pending or failed). */
  attention: { failedEmails: number; deadJobs: number; refundsWaiting: number };
};
