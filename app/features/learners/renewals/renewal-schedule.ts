// When renewal reminders are due (issue 23), as pure rules over London calendar days: a first aid certificate's at
// FIRST_AID.reminderDaysBefore (90 and 30 days) before it expires, an SIA licence's SIA_LICENCE.reminderMonthsBefore
// (6 months) before. A reminder is due from its day until the next one's (or the expiry), so a daily sweep that
// missed a day, or a learner who consented late, still gets the latest one once; none after the expiry.
import type { AchievementKind } from "#db/schema";
import { addDays, addMonths } from "#app/shared/dates";
import { firstAidNeededUntil } from "../first-aid-rule";
import { FIRST_AID, SIA_LICENCE } from "../regulations";

export type ReminderStage = `first-aid-${number}-days` | `sia-licence-${number}-months`;

/** Each reminder of a kind with the day it is sent on, earliest first. */
export function reminderDays(kind: AchievementKind, expiresOn: string): { stage: ReminderStage; sendOn: string }[] {
  if (kind === "first-aid") {
    return [...FIRST_AID.reminderDaysBefore]
      .sort((a, b) => b - a)
      .map((days) => ({ stage: `first-aid-${days}-days` as const, sendOn: addDays(expiresOn, -days) }));
  }
  const months = SIA_LICENCE.reminderMonthsBefore;
  return [{ stage: `sia-licence-${months}-months` as const, sendOn: addMonths(expiresOn, -months) }];
}

/**
 * The reminder due today, if any: the latest whose day has come, while the certificate or licence is still valid. A
 * reminder whose day came before the pass is never due: the learner was already renewing (a refresher sat within 6
 * months of the licence's expiry, which is the licence they held before it).
 */
export function reminderDue(
  kind: AchievementKind,
  expiresOn: string,
  today: string,
  achievedOn = "0000-01-01",
): ReminderStage | undefined {
  if (today >= expiresOn) return undefined;
  const due = reminderDays(kind, expiresOn).findLast((reminder) => reminder.sendOn <= today);
  return due && due.sendOn > achievedOn ? due.stage : undefined;
}

/** How far ahead of an expiry any reminder is sent: the sweep looks no further. */
export const furthestReminderAhead = (today: string) =>
  [addDays(today, Math.max(...FIRST_AID.reminderDaysBefore)), addMonths(today, SIA_LICENCE.reminderMonthsBefore)]
    .sort()
    .at(-1)!;

export type RefresherFirstAid =
  /** Enough months left even if the refresher is on the licence's last day. */
  | { status: "enough" }
  /** The certificate we know of runs out too soon for a refresher taken by the licence's expiry. */
  | { status: "too-short"; expiresOn: string; neededUntil: string }
  /** We know of no first aid certificate. */
  | { status: "unknown"; neededUntil: string };

/**
 * Whether a learner's first aid will still have FIRST_AID.monthsLeftOnFirstDay left for an SIA refresher taken by
 * the licence's expiry (the latest day it helps; an earlier first day needs less).
 */
export function refresherFirstAid(licenceExpiresOn: string, firstAidExpiresOn: string | null): RefresherFirstAid {
  const neededUntil = firstAidNeededUntil(licenceExpiresOn);
  if (!firstAidExpiresOn) return { status: "unknown", neededUntil };
  return firstAidExpiresOn >= neededUntil
    ? { status: "enough" }
    : { status: "too-short", expiresOn: firstAidExpiresOn, neededUntil };
}

/**
 * The course a reminder links to: a first aid certificate's own course; an SIA licence's refresher (`top-up-<slug>`)
 * when the academy runs one (a refresher is needed to renew since SIA_LICENCE.refresherRequiredFrom), else its own.
 */
export function renewalCourseSlug(kind: AchievementKind, courseSlug: string, activeSlugs: readonly string[]): string {
  const refresher = `top-up-${courseSlug}`;
  return kind === "sia-licence" && activeSlugs.includes(refresher) ? refresher : courseSlug;
}
