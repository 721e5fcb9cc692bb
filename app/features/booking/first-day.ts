import { formatDate } from "#app/shared/dates";

/** What to bring on the first day (SPEC §9). */
export function firstDayRequirements(courseHasPrerequisites: boolean): string[] {
  return [
    "Photo ID (passport or driving licence)",
    "Proof of right to work in the UK",
    ...(courseHasPrerequisites ? ["A valid first aid certificate"] : []),
  ];
}

/**
 * What a learner must bring, made precise for the joining instructions and the booking page (issue 13; the SIA's
 * rules in ../shared/research/after-the-sale.md §6): for SIA licence-linked courses one Group A and two Group B
 * identity documents as originals and proof of right to work; where a first aid certificate is needed, one with at
 * least 12 months left on the first day.
 */
export function joiningRequirements(
  course: { siaLicenceLinked: boolean; needsFirstAidCertificate: boolean; hasPrerequisites: boolean },
  firstDay: string,
): string[] {
  return [
    ...(course.siaLicenceLinked
      ? [
          "One Group A identity document and two Group B identity documents (originals, of different types, showing your date of birth and current address)",
          "Proof of your right to work in the UK",
        ]
      : ["Photo ID (passport or driving licence)", "Proof of right to work in the UK"]),
    ...(course.needsFirstAidCertificate
      ? [
          `An Emergency First Aid at Work (or higher) certificate valid until at least ${formatDate(oneYearAfter(firstDay))}`,
        ]
      : course.hasPrerequisites
        ? ["A valid first aid certificate"]
        : []),
    "A pen and a packed lunch",
  ];
}

/** The same day a year later; 29 February becomes 28 February. */
export function oneYearAfter(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  const nextYear = year + 1;
  const lastDay = new Date(Date.UTC(nextYear, month, 0)).getUTCDate();
  return `${nextYear}-${String(month).padStart(2, "0")}-${String(Math.min(day, lastDay)).padStart(2, "0")}`;
}
