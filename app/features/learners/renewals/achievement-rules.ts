// What a pass earns (issue 23, decision 025), as pure rules: an SIA licence-linked course leads to the licence the
// learner applies for, whose expiry is unknown until they add it (learner.sia_licence_expires_on); a first aid course
// gives a certificate that runs out FIRST_AID.validYears from the course's last day. Any other course earns nothing.
import type { AchievementKind } from "#db/schema";
import { firstAidExpiry } from "../first-aid-rule";

export type AchievementCourse = { slug: string; title: string; siaLicenceLinked: boolean };

export type EarnedAchievement = { kind: AchievementKind; achievedOn: string; expiresOn: string | null };

// The catalogue has no "first aid course" flag: a first aid course is one its title or address says is (EFAW, FAW).
const FIRST_AID_TITLE = /\bfirst aid\b/i;
const FIRST_AID_SLUG = /^(efaw|faw)(-|$)/;

export function achievementKindOf(course: AchievementCourse): AchievementKind | null {
  if (course.siaLicenceLinked) return "sia-licence";
  if (FIRST_AID_TITLE.test(course.title) || FIRST_AID_SLUG.test(course.slug)) return "first-aid";
  return null;
}

/**
 * A licence expiry the learner gave, if it can be this pass's licence: one that ends on or before the course is an
 * earlier licence, not the one the pass leads to.
 */
export const siaExpiryAfter = (achievedOn: string, expiresOn: string | null): string | null =>
  expiresOn && expiresOn > achievedOn ? expiresOn : null;

/** The achievement a pass on this course records, or null when the course earns none. */
export function achievementOfPass(
  course: AchievementCourse,
  lastDay: string,
  siaLicenceExpiresOn: string | null,
): EarnedAchievement | null {
  const kind = achievementKindOf(course);
  if (kind === "first-aid") return { kind, achievedOn: lastDay, expiresOn: firstAidExpiry(lastDay) };
  if (kind === "sia-licence") {
    return { kind, achievedOn: lastDay, expiresOn: siaExpiryAfter(lastDay, siaLicenceExpiresOn) };
  }
  return null;
}
