// The regulatory figures a UK security academy works by (issue 23), each in one place with its source, so that the
// rules, the staff pages, the learner's pages and e-mails, the jobs and the privacy policy all read the same figure,
// and the academy corrects one line when its awarding body says otherwise. Sources and caveats:
// ../shared/research/after-the-sale.md §6–7 and Appendix A (checked 2026-11).

import { FIRST_AID_MONTHS_LEFT_ON_FIRST_DAY } from "./first-aid-figures";

/** First aid for door supervisor and security officer learners (gov.uk, "First aid training requirement", 2024). */
export const FIRST_AID = {
  /** EFAW and FAW certificates are valid for three years from issue (HSE L74 ¶74–75). */
  validYears: 3,
  /** The certificate must have at least this many months left on the first day (in first-aid-figures.ts, see why). */
  monthsLeftOnFirstDay: FIRST_AID_MONTHS_LEFT_ON_FIRST_DAY,
  /** The centre keeps the evidence it checked for at least this long (years after the course). */
  evidenceKeptYears: 3,
  /** Renewal reminders before a first aid certificate expires, in days (with the learner's consent). */
  reminderDaysBefore: [90, 30],
} as const;

/** What a learner may declare; all but 'none' meet the HSE EFAW content the SIA asks for. */
export const FIRST_AID_QUALIFICATIONS = {
  efaw: "Emergency First Aid at Work (EFAW)",
  faw: "First Aid at Work (FAW)",
  fpos: "First Person on Scene (FPOS)",
  frec: "First Response Emergency Care (FREC) level 3 or above",
  none: "None yet",
} as const;

export type FirstAidQualification = keyof typeof FIRST_AID_QUALIFICATIONS;

/** The SIA licence a door supervisor or security officer applies for after passing. */
export const SIA_LICENCE = {
  /** A licence lasts three years. */
  validYears: 3,
  /** Renewal is accepted up to this many months before expiry (the rest of the old licence is added). */
  renewalOpensMonthsBefore: 4,
  /** The renewal reminder goes this many months before expiry (with the learner's consent). */
  reminderMonthsBefore: 6,
  /** Since this day a refresher course is needed to renew a door supervisor or security officer licence. */
  refresherRequiredFrom: "2025-04-01",
} as const;

/**
 * How old a learner must be on the course's first day for the awarding body to register them. SIA licence-linked
 * qualifications (Highfield, incl. the top-up and refresher): "learners must be aged 18 and over" (Highfield's entry
 * requirements as quoted at https://www.hawkhilltraining.co.uk/sia-topup/, the provider Appendix A cites; secondary).
 * Emergency First Aid at Work: "available to learners aged 14 or over", though not a workplace first aider until 16
 * (First Aid Awards' and Skills Shop's EFAW specifications, as quoted by providers; secondary). Not in Appendix A:
 * confirm with the awarding body.
 */
export const MINIMUM_AGE = { siaLicenceLinked: 18, otherCourses: 14 } as const;

/** An SIA licence number: 16 digits, printed on the card in four groups of four. */
export const SIA_LICENCE_NUMBER_DIGITS = 16;

/**
 * Identity documents a centre checks before licence-linked training: originals, one from Group A and two from
 * Group B of different types, at least one showing the date of birth and one the current address. Only the types
 * are recorded, never numbers or copies (data minimisation). The lists follow the awarding bodies' published lists.
 */
export const IDENTITY_DOCUMENTS = {
  groupANeeded: 1,
  groupBNeeded: 2,
  groupA: {
    passport: "Signed, current passport (any nationality)",
    "photocard-licence": "Current UK photocard driving licence (full or provisional)",
    "ni-photocard-licence": "Current Northern Ireland photocard driving licence with its counterpart",
    "birth-certificate-12-months": "UK original birth certificate issued within 12 months of the birth",
    "residence-permit": "UK biometric residence permit",
  },
  groupB: {
    "paper-licence": "Current UK paper driving licence (issued before 1998)",
    "later-birth-certificate": "UK birth certificate issued more than 12 months after the birth",
    "marriage-certificate": "Marriage or civil partnership certificate",
    "bank-statement": "Bank or building society statement from the last 3 months",
    "utility-bill": "Utility bill (not a mobile phone bill) from the last 3 months",
    "council-tax": "Council tax statement from the last 12 months",
    "p45-p60": "P45 or P60 from the last 12 months",
    "mortgage-statement": "Mortgage statement from the last 12 months",
    "credit-card-statement": "Credit card statement from the last 3 months",
    "benefit-letter": "Benefit or pension statement from the last 3 months",
    "hmrc-letter": "HMRC tax notification from the last 12 months",
  },
} as const;

/** The register (issue 23): after the last day plus this many days, a change needs a reason kept in its history. */
export const REGISTER = { lockedDaysAfterLastDay: 7 } as const;

/** How long records are kept (the privacy policy and docs/deploy.md list these from here). */
export const RETENTION = {
  /** Identity-check records and first aid evidence: deleted this many years after the course. */
  identityAndFirstAidYears: FIRST_AID.evidenceKeptYears,
  /** A learner's personal details: anonymised this many years after their last booking (accounts keep figures). */
  personalDetailsYearsAfterLastBooking: 6,
} as const;
