// The money report's request and answer (issue 21, the office manager's list item 10): takings and refunds by day,
// method, course and month for a range of London days, from the ledger alone. Isomorphic: the page and the API share it.
import { z } from "zod";
import { daysBetween } from "#app/shared/dates";
import { withDayRange } from "#app/shared/staff/input-fields";

/** A report covers at most about a year: the page and its CSVs stay quick. */
export const MAX_REPORT_DAYS = 366;

/** GET /api/admin/reports/money?from=&to= (London days, inclusive; this month when left out). */
export const MoneyReportQuerySchema = withDayRange({}).refine(
  (value) => !value.from || !value.to || daysBetween(value.from, value.to) < MAX_REPORT_DAYS,
  {
    message: `Please choose at most ${MAX_REPORT_DAYS} days`,
    path: ["to"],
  },
);
export type MoneyReportQuery = z.output<typeof MoneyReportQuerySchema>;

/** The report's tables, each also a CSV: GET /api/admin/reports/money/{table}.csv?from=&to=. */
export const MONEY_REPORT_TABLES = ["days", "methods", "courses", "months", "entries"] as const;
export type MoneyReportTable = (typeof MONEY_REPORT_TABLES)[number];
export const MoneyReportTableSchema = z.enum(MONEY_REPORT_TABLES, "Please choose one of the report's tables");

/** One succeeded payment or refund, on the day it counts: see ledgerDaySql (money-report.server.ts). */
export type LedgerEntry = {
  id: string;
  day: string;
  kind: "payment" | "refund";
  /** Pence, positive for both kinds. */
  amount: number;
  /** Card, Card (test), Bank transfer, Cash, Card machine, Cheque, Other (methodOf). */
  method: string;
  courseId: string;
  courseTitle: string;
  bookingId: string;
  reference: string;
  customerName: string;
  /** 'R-000123' for a payment; null for a refund (or a payment from before receipts had numbers). */
  receipt: string | null;
};

/** Pence in and out for one line of a table, and how many payments and refunds made them. */
export type MoneyFigures = { takings: number; refunds: number; net: number; payments: number; refundCount: number };

export type MoneyReport = {
  from: string;
  to: string;
  totals: MoneyFigures;
  days: (MoneyFigures & { day: string })[];
  methods: (MoneyFigures & { method: string })[];
  courses: (MoneyFigures & { courseId: string; courseTitle: string })[];
  /** 'YYYY-MM': the monthly totals (a range of part months counts only its own days). */
  months: (MoneyFigures & { month: string })[];
  entries: LedgerEntry[];
};
