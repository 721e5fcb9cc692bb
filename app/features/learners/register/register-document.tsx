// The printable register and sign-in sheet of a course date (issue 23): real PDF documents drawn with
// @react-pdf/renderer, for the training room when the tablet is not to hand and for the awarding body's file.
// What they show comes from the register (register.server.ts); nothing here decides anything.
import { Document, Font, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import { formatDate } from "#app/shared/dates";
import { FIRST_AID, IDENTITY_DOCUMENTS } from "../regulations";
import type { RegisterSheet } from "./register-sheet";
import { ATTENDANCE_LETTERS, shortDay } from "./register-sheet";

// Names and column titles wrap at spaces only: react-pdf's default hyphenation split 'evidence' into 'evi- dence'.
Font.registerHyphenationCallback((word) => [word]);

const styles = StyleSheet.create({
  page: { padding: 28, fontSize: 9, fontFamily: "Helvetica", color: "#0f172a" },
  academy: { fontSize: 9, color: "#475569" },
  title: { fontSize: 16, fontFamily: "Helvetica-Bold", marginTop: 2 },
  facts: { marginTop: 4, marginBottom: 10, lineHeight: 1.4 },
  table: { borderTop: "1pt solid #94a3b8", borderLeft: "1pt solid #94a3b8" },
  row: { flexDirection: "row", minHeight: 22 },
  headRow: { flexDirection: "row", backgroundColor: "#e2e8f0", fontFamily: "Helvetica-Bold" },
  cell: { borderRight: "1pt solid #94a3b8", borderBottom: "1pt solid #94a3b8", padding: 4, justifyContent: "center" },
  footer: { position: "absolute", bottom: 16, left: 28, right: 28, fontSize: 7.5, color: "#475569" },
});

type Column = { key: string; title: string; width: number; cell: (index: number) => ReactNode };

// The last column takes what the page has left, so the rows are as wide as the heading's band (more room to write).
const widthOf = (columns: Column[], index: number) =>
  index === columns.length - 1 ? { minWidth: columns[index]!.width, flexGrow: 1 } : { width: columns[index]!.width };

function Table({ columns, rows }: { columns: Column[]; rows: number }) {
  return (
    <View style={styles.table}>
      <View style={styles.headRow} fixed>
        {columns.map((column, at) => (
          <Text key={column.key} style={[styles.cell, widthOf(columns, at)]}>
            {column.title}
          </Text>
        ))}
      </View>
      {Array.from({ length: rows }, (_, index) => (
        <View key={index} style={styles.row} wrap={false}>
          {columns.map((column, at) => (
            <View key={column.key} style={[styles.cell, widthOf(columns, at)]}>
              {column.cell(index)}
            </View>
          ))}
        </View>
      ))}
    </View>
  );
}

function Heading({ sheet, title, subtitle }: { sheet: RegisterSheet; title: string; subtitle?: string }) {
  const { date } = sheet;
  const span =
    date.days.length === 1
      ? formatDate(date.days[0]!)
      : `${formatDate(date.days[0]!)} to ${formatDate(date.days.at(-1)!)}`;
  const when = subtitle ?? `${span} (${date.days.length} ${date.days.length === 1 ? "day" : "days"})`;
  return (
    <View>
      <Text style={styles.academy}>{sheet.academy.name}</Text>
      <Text style={styles.title}>{`${title}: ${date.courseTitle}`}</Text>
      <View style={styles.facts}>
        <Text>{`${when}, ${date.startTime} to ${date.finishTime}`}</Text>
        <Text>{`${date.place}, ${date.address ?? sheet.academy.address}`}</Text>
      </View>
    </View>
  );
}

function Footer({ children }: { children: ReactNode }) {
  return (
    <View style={styles.footer} fixed>
      <Text>{children}</Text>
      <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
    </View>
  );
}

const text = (value: string) => <Text>{value}</Text>;

/** The register's key, under its table: what the marks mean and what the checks ask, from the regulations. */
function registerKey(sheet: RegisterSheet): string {
  const marks = Object.entries(ATTENDANCE_LETTERS)
    .map(([status, letter]) => `${letter} ${status.replace("-", " ")}`)
    .join(", ");
  const groupA = Object.keys(IDENTITY_DOCUMENTS.groupA).length;
  return (
    `Marks: ${marks} (minutes missed beside L and E). Identity: one Group A document (of ${groupA} kinds) and two ` +
    "Group B documents of different kinds, originals seen; never copy or note their numbers. First aid certificates " +
    `need ${FIRST_AID.monthsLeftOnFirstDay} months left on the first day. Printed ${formatDate(sheet.printedOn)}.`
  );
}

/** One row per learner: identity check, first aid evidence (where the course needs it), a mark per day, a note. */
export function RegisterDocument({ sheet }: { sheet: RegisterSheet }) {
  const { learners, date } = sheet;
  const dayWidth = Math.max(38, Math.min(60, 300 / date.days.length));
  const columns: Column[] = [
    { key: "name", title: "Learner", width: 170, cell: (i) => text(learners[i]!.name) },
    { key: "identity", title: "Identity checked", width: 80, cell: (i) => text(learners[i]!.checks.identity) },
    ...(date.needsFirstAid
      ? [
          {
            key: "first-aid",
            title: "First aid evidence",
            width: 90,
            cell: (i: number) => text(learners[i]!.checks.firstAid),
          },
        ]
      : []),
    ...date.days.map((day) => ({
      key: day,
      title: shortDay(day),
      width: dayWidth,
      cell: (i: number) => text(learners[i]!.marks[day] ?? ""),
    })),
    { key: "note", title: "Notes", width: 120, cell: (i) => text(learners[i]!.note) },
  ];
  return (
    <Document title={`Register: ${date.courseTitle}`} author={sheet.academy.name}>
      <Page size="A4" orientation="landscape" style={styles.page}>
        <Heading sheet={sheet} title="Register" />
        <Table columns={columns} rows={learners.length} />
        {learners.length === 0 && <Text style={{ marginTop: 8 }}>No learners are booked on this date yet.</Text>}
        <Footer>{registerKey(sheet)}</Footer>
      </Page>
    </Document>
  );
}

/** A page per course day: each learner signs in and out. */
export function SignInSheetDocument({ sheet }: { sheet: RegisterSheet }) {
  const { learners, date } = sheet;
  const blank = () => text("");
  const columns: Column[] = [
    { key: "name", title: "Learner", width: 200, cell: (i) => text(learners[i]!.name) },
    { key: "in", title: "Time in", width: 70, cell: blank },
    { key: "in-signature", title: "Signature", width: 170, cell: blank },
    { key: "out", title: "Time out", width: 70, cell: blank },
    { key: "out-signature", title: "Signature", width: 170, cell: blank },
  ];
  return (
    <Document title={`Sign-in sheet: ${date.courseTitle}`} author={sheet.academy.name}>
      {date.days.map((day, index) => (
        <Page key={day} size="A4" orientation="landscape" style={styles.page}>
          <Heading
            sheet={sheet}
            title="Sign-in sheet"
            subtitle={`Day ${index + 1} of ${date.days.length}: ${formatDate(day)}`}
          />
          <Table columns={columns} rows={learners.length} />
          <Footer>{`Printed ${formatDate(sheet.printedOn)}.`}</Footer>
        </Page>
      ))}
    </Document>
  );
}
