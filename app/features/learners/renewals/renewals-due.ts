// What staff see of renewals (issue 23): each achievement that runs out within the coming months, grouped by the
// month it expires in, with whether the person agreed to reminders. Shared by the server and the staff page.

export type RenewalDue = {
  id: string;
  /** 'YYYY-MM' of the expiry. */
  month: string;
  personId: string | null;
  fullName: string;
  email: string | null;
  kind: "first-aid" | "sia-licence";
  expiresOn: string;
  courseTitle: string;
  bookingReference: string;
  /** The person agreed to renewal reminders and has not unsubscribed. */
  consented: boolean;
};

/** How far ahead the list looks by default, in months. */
export const RENEWALS_AHEAD_MONTHS = 12;

export const ACHIEVEMENT_LABELS: Record<RenewalDue["kind"], string> = {
  "first-aid": "First aid certificate",
  "sia-licence": "SIA licence",
};

/** The rows grouped by month, months in order, each month's rows by expiry. */
export function byMonth(rows: readonly RenewalDue[]): { month: string; rows: RenewalDue[] }[] {
  const months = new Map<string, RenewalDue[]>();
  for (const row of [...rows].sort(
    (a, b) => a.expiresOn.localeCompare(b.expiresOn) || a.fullName.localeCompare(b.fullName),
  )) {
    months.set(row.month, [...(months.get(row.month) ?? []), row]);
  }
  return [...months].map(([month, monthRows]) => ({ month, rows: monthRows }));
}
