// The first aid figures of regulations.ts (issue 23), which re-exports them: kept apart only so that a page needing just
// these loads just these (see regulations.ts).

/** First aid for door supervisor and security officer learners (gov.uk, "First aid training requirement", 2024). */
export const FIRST_AID = {
  /** EFAW and FAW certificates are valid for three years from issue (HSE L74 ¶74–75). */
  validYears: 3,
  /** The certificate must have at least this many months left on the first day of licence-linked training. */
  monthsLeftOnFirstDay: 12,
  /** The centre keeps the evidence it checked for at least this long (years after the course). */
  evidenceKeptYears: 3,
  /** Renewal reminders before a first aid certificate expires, in days (with the learner's consent). */
  reminderDaysBefore: [90, 30],
} as const;
