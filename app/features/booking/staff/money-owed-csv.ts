// The Money owed tab as CSV (issue 21, the office manager's list item 10): each balance still to pay, oldest due
// date first, money as plain numbers ('149.00') a spreadsheet adds up.
import { decimalPounds } from "#app/shared/money";
import { toCsv, type CsvColumn } from "#app/shared/staff/csv";
import type { MoneyOwed } from "./staff-schema";

type Line = MoneyOwed["bookings"][number];

const COLUMNS: CsvColumn<Line>[] = [
  { header: "Reference", value: (line) => line.reference },
  { header: "Customer", value: (line) => line.customerName },
  { header: "Phone", value: (line) => line.customerPhone },
  { header: "Course", value: (line) => line.courseTitle },
  { header: "Course date", value: (line) => line.startDate },
  { header: "Due by", value: (line) => line.balanceDueDate },
  { header: "Paid", value: (line) => decimalPounds(line.amountPaid) },
  { header: "Owed", value: (line) => decimalPounds(line.owed) },
  { header: "State", value: (line) => line.state },
];

export const moneyOwedCsv = (owed: MoneyOwed) => toCsv(owed.bookings, COLUMNS);
