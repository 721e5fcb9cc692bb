// Splits the browser test files between `--shard=i/n` runs by how long each file takes, not by how many files each
// run gets (vitest's own split, by a hash of the path): by count, one CI shard ran ~2 minutes longer than the other.
// Every shard process computes the same split from the same list: heaviest file first, each to the shard with the
// least so far (ties by path). A file not listed below counts as the average of those listed, so a new file is still
// run, just not yet weighed; re-weigh from a run's JSON report (--reporter=json: endTime - startTime of each file).
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Seconds per file, both shards side by side on the 2-core CI machine (OUTBOX_POLL_MS=250, JOB_POLL_MS=1000), from the
 * clean-clone CI run of 2026-11-30 19:28; the four files that waited for an every-minute sweep are estimated from their
 * runs with MINUTE_SWEEP_SECONDS=5 (customer-pages, staff-run-changes, waiting-list, waiting-list-first-aid).
 */
export const FILE_SECONDS: Record<string, number> = {
  "e2e/about-policies.e2e.ts": 12,
  "e2e/blog.e2e.ts": 40,
  "e2e/booking-dialog.e2e.ts": 16,
  "e2e/booking-page.e2e.ts": 78,
  "e2e/booking.e2e.ts": 23,
  "e2e/business-account.e2e.ts": 19,
  "e2e/contact.e2e.ts": 28,
  "e2e/course-detail.e2e.ts": 45,
  "e2e/courses.e2e.ts": 16,
  "e2e/customer-pages.e2e.ts": 51,
  "e2e/email-widths.e2e.ts": 24,
  "e2e/erase-person.e2e.ts": 5,
  "e2e/first-aid-bundle.e2e.ts": 13,
  "e2e/first-aid-step.e2e.ts": 12,
  "e2e/first-paint.e2e.ts": 3,
  "e2e/forms-before-scripts.e2e.ts": 5,
  "e2e/forwarded-host.e2e.ts": 10,
  "e2e/group-booking.e2e.ts": 20,
  "e2e/group-changes.e2e.ts": 17,
  "e2e/home.e2e.ts": 37,
  "e2e/html-validity.e2e.ts": 28,
  "e2e/invoice-booking.e2e.ts": 9,
  "e2e/invoice-payment.e2e.ts": 13,
  "e2e/learner-details.e2e.ts": 16,
  "e2e/payment-pages.e2e.ts": 27,
  "e2e/schedule.e2e.ts": 24,
  "e2e/served-footer.e2e.ts": 5,
  "e2e/staff-booking-first-aid.e2e.ts": 10,
  "e2e/staff-bookings-tab.e2e.ts": 19,
  "e2e/staff-bookings.e2e.ts": 21,
  "e2e/staff-dashboard.e2e.ts": 70,
  "e2e/staff-group-booking.e2e.ts": 17,
  "e2e/staff-login.e2e.ts": 21,
  "e2e/staff-mobile.e2e.ts": 60,
  "e2e/staff-notes.e2e.ts": 10,
  "e2e/staff-records.e2e.ts": 28,
  "e2e/staff-register.e2e.ts": 15,
  "e2e/staff-renewals.e2e.ts": 6,
  "e2e/staff-reports.e2e.ts": 39,
  "e2e/staff-results.e2e.ts": 21,
  "e2e/staff-run-changes.e2e.ts": 27,
  "e2e/staff-site-content.e2e.ts": 58,
  "e2e/structured-data.e2e.ts": 1,
  "e2e/test-payments.e2e.ts": 8,
  "e2e/timetable-days.e2e.ts": 9,
  "e2e/unsubscribe.e2e.ts": 7,
  "e2e/waiting-list-first-aid.e2e.ts": 11,
  "e2e/waiting-list.e2e.ts": 25,
};

/** Between one file's last test and the next file's first (loading it, a new browser): ~4 s a file in those runs. */
const PER_FILE_SECONDS = 4;

export function weightedShard(files: string[], index: number, count: number): string[] {
  const listed = Object.values(FILE_SECONDS);
  const average = listed.reduce((sum, seconds) => sum + seconds, 0) / Math.max(1, listed.length);
  const weight = (file: string) => (FILE_SECONDS[file] ?? average) + PER_FILE_SECONDS;
  const byWeight = [...files].sort((a, b) => weight(b) - weight(a) || (a < b ? -1 : a > b ? 1 : 0));
  const totals = Array.from({ length: count }, () => 0);
  const mine: string[] = [];
  for (const file of byWeight) {
    const lightest = totals.indexOf(Math.min(...totals));
    totals[lightest]! += weight(file);
    if (lightest === index - 1) mine.push(file);
  }
  return mine;
}

export class WeightedShards extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { root, shard } = this.ctx.config;
    if (!shard) return files;
    const key = (spec: TestSpecification) => path.relative(root, spec.moduleId).split(path.sep).join("/");
    const mine = new Set(weightedShard(files.map(key), shard.index, shard.count));
    return files.filter((spec) => mine.has(key(spec)));
  }
}
