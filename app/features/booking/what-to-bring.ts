// What a learner brings on the first day: one list, said the same on the course page, the booking dialog, /checkout,
// /booking-success, the booking page, the e-mails and the calendar file (issue 21, L4: the pages said one thing and
// the e-mails another). SPEC §9's first-day requirements (photo ID, a passport or driving licence; proof of right to
// work in the UK; a valid first aid certificate where the course has prerequisites), made precise where the SIA's rules
// ask for more (../shared/research/after-the-sale.md §6): for SIA licence-linked courses one Group A and two Group B
// identity documents as originals, and where a first aid certificate is needed, one with at least 12 months left on
// the first day.
import { FIRST_AID_MONTHS_LEFT_ON_FIRST_DAY } from "#app/features/learners/first-aid-figures";
import { addMonths, formatDate } from "#app/shared/dates";

/** What decides the list: the course's two joining flags, and whether it has prerequisites. */
export type WhatToBringCourse = {
  siaLicenceLinked: boolean;
  needsFirstAidCertificate: boolean;
  hasPrerequisites: boolean;
};

export const WHAT_TO_BRING = {
  siaIdentity:
    "One Group A identity document, such as your passport or photocard driving licence, and two Group B identity documents (originals, of different types, showing your date of birth and current address)",
  photoId: "Photo ID (passport or driving licence)",
  rightToWork: "Proof of right to work in the UK",
  firstAidCertificate: `An Emergency First Aid at Work (or higher) certificate with at least ${FIRST_AID_MONTHS_LEFT_ON_FIRST_DAY} months left on your first day`,
  anyFirstAidCertificate: "A valid first aid certificate",
  penAndLunch: "A pen and a packed lunch",
} as const;

/**
 * The list for a course, one item a line, worded for the learner. Given the first day (YYYY-MM-DD), the first aid
 * certificate's line also says the day it must be valid until.
 */
export function whatToBring(course: WhatToBringCourse, firstDay?: string | null): string[] {
  const firstAid = course.needsFirstAidCertificate
    ? [
        firstDay
          ? `${WHAT_TO_BRING.firstAidCertificate} (valid until at least ${formatDate(oneYearAfter(firstDay))})`
          : WHAT_TO_BRING.firstAidCertificate,
      ]
    : course.hasPrerequisites
      ? [WHAT_TO_BRING.anyFirstAidCertificate]
      : [];
  return [
    course.siaLicenceLinked ? WHAT_TO_BRING.siaIdentity : WHAT_TO_BRING.photoId,
    WHAT_TO_BRING.rightToWork,
    ...firstAid,
    WHAT_TO_BRING.penAndLunch,
  ];
}

/**
 * The list for a public course record: its prerequisites say whether it has any; a flag it does not carry (a course
 * saved in the browser by an older version of the site) counts as not set.
 */
export const whatToBringForCourse = (
  course: Partial<Omit<WhatToBringCourse, "hasPrerequisites">> & { prerequisites: readonly string[] },
  firstDay?: string | null,
): string[] =>
  whatToBring(
    {
      siaLicenceLinked: course.siaLicenceLinked ?? false,
      needsFirstAidCertificate: course.needsFirstAidCertificate ?? false,
      hasPrerequisites: course.prerequisites.length > 0,
    },
    firstDay,
  );

/**
 * The day a first aid certificate must still be valid on (regulations.ts); 29 February becomes 28 February. The same
 * day as first-aid-rule.ts's firstAidNeededUntil, from the same figure (a test keeps them equal), worked out here so
 * /checkout and /booking-success, which show this list, do not load the whole rule the booking dialog shares (their
 * script budget, issue 22).
 */
export const oneYearAfter = (firstDay: string): string => addMonths(firstDay, FIRST_AID_MONTHS_LEFT_ON_FIRST_DAY);
