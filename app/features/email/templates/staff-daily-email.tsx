// The staff's e-mail at 07:00 London each day (issue 21, "the day on one page"): tomorrow's rosters, balances past their
// due date, invoices past theirs (issue 24), refunds waiting on staff and messages that could not be sent. It replaces the 09:00 overdue digest (issue
// 13), whose list is its second part. Nothing in it is done automatically: each line links to where staff act.
import { Link, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { EmailLayout, Heading, Paragraph, textStyle } from "./email-layout";
import { formatDate, formatPoundsExact } from "./email-format";
import type { MessageSite, OverdueLine, RenderedEmail } from "./message-data";
import { renderEmail } from "./render-email";

export type DailyRoster = {
  courseTitle: string;
  location: string;
  /** Day n of the date's m days, when it meets on more than one. */
  day: { number: number; of: number } | null;
  adminUrl: string;
  /** Booked online and places booked offline, by name ('Unnamed place' for a place with none). */
  people: { name: string; phone: string | null; owed: number }[];
};

export type DailyRefund = {
  reference: string;
  customerName: string;
  amount: number;
  /** 'to pay back by hand', 'failed', 'stuck' */
  state: string;
  adminUrl: string;
};

/** An invoice past its due date with money still owed on it (issue 24). */
export type DailyOverdueInvoice = {
  number: string;
  /** The business it is made out to. */
  business: string;
  bookingReference: string;
  dueOn: string;
  /** Pence still owed. */
  owed: number;
  daysOverdue: number;
  adminUrl: string;
};

export type DailyFailedMessage = { to: string; subject: string; failedAt: string; error: string | null };

export type StaffDailyDigest = {
  today: string;
  tomorrow: string;
  rosters: DailyRoster[];
  overdue: OverdueLine[];
  overdueInvoices: DailyOverdueInvoice[];
  refunds: DailyRefund[];
  failedMessages: DailyFailedMessage[];
  /** How many failed in all, when there are more than the e-mail lists. */
  failedCount: number;
  adminUrl: string;
};

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const LINE = { borderTop: "1px solid #e2e8f0", padding: "10px 0" };
const LINK = { color: "#1d4ed8", fontWeight: 700 };

function Line({ children }: { children: ReactNode }) {
  return (
    <Section style={LINE}>
      <Text style={{ ...textStyle, margin: 0 }}>{children}</Text>
    </Section>
  );
}

/** A record's reference, linked to its page in the admin area. */
function RecordLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} style={LINK}>
      {children}
    </Link>
  );
}

/**
 * One part of the digest: its heading, then `none` when it has nothing today, else a summary, its lines and any
 * total.
 */
function DigestPart({
  heading,
  none,
  summary,
  total,
  children,
}: {
  heading: string;
  none: string | false;
  summary: ReactNode;
  total?: string;
  children: ReactNode;
}) {
  return (
    <>
      <Heading>{heading}</Heading>
      {none ? (
        <Paragraph>{none}</Paragraph>
      ) : (
        <>
          <Paragraph>{summary}</Paragraph>
          {children}
          {total && (
            <Paragraph>
              <strong>{total}</strong>
            </Paragraph>
          )}
        </>
      )}
    </>
  );
}

/** The subject says what needs doing today at a glance. */
export function staffDailySubject(digest: StaffDailyDigest): string {
  return [
    `Today at the academy, ${formatDate(digest.today)}:`,
    `${plural(digest.rosters.length, "date")} tomorrow,`,
    `${plural(digest.overdue.length, "overdue balance")},`,
    // Said only when there are some, as most days have none (issue 24).
    ...(digest.overdueInvoices.length > 0 ? [`${plural(digest.overdueInvoices.length, "overdue invoice")},`] : []),
    `${plural(digest.refunds.length, "refund")} waiting,`,
    `${plural(digest.failedCount, "failed e-mail")}`,
  ].join(" ");
}

export function staffDailyEmail(digest: StaffDailyDigest, site: MessageSite): Promise<RenderedEmail> {
  const overdueTotal = formatPoundsExact(digest.overdue.reduce((sum, line) => sum + line.amountOwed, 0));
  const invoicesOwed = formatPoundsExact(digest.overdueInvoices.reduce((sum, invoice) => sum + invoice.owed, 0));
  const refundTotal = formatPoundsExact(digest.refunds.reduce((sum, refund) => sum + refund.amount, 0));
  const subject = staffDailySubject(digest);
  return renderEmail(
    subject,
    <EmailLayout site={site} preview={subject}>
      <Paragraph>
        Good morning. This is what needs the office today, {formatDate(digest.today)}. The{" "}
        <Link href={digest.adminUrl} style={LINK}>
          admin area
        </Link>{" "}
        has the charts and every list.
      </Paragraph>

      <Heading>Tomorrow, {formatDate(digest.tomorrow)}</Heading>
      {digest.rosters.length === 0 && <Paragraph>No course meets tomorrow.</Paragraph>}
      {digest.rosters.map((roster) => (
        <Section key={roster.adminUrl} style={LINE}>
          <Text style={{ ...textStyle, margin: "0 0 6px" }}>
            <Link href={roster.adminUrl} style={LINK}>
              {roster.courseTitle}
            </Link>
            , {roster.location}
            {roster.day ? `, day ${roster.day.number} of ${roster.day.of}` : ""}:{" "}
            {plural(roster.people.length, "learner")}
          </Text>
          {roster.people.map((person, index) => (
            <Text key={index} style={{ ...textStyle, margin: 0 }}>
              {person.name}
              {person.phone ? `, ${person.phone}` : ""}
              {person.owed > 0 ? `, owes ${formatPoundsExact(person.owed)}` : ""}
            </Text>
          ))}
        </Section>
      ))}

      <DigestPart
        heading="Overdue balances"
        none={digest.overdue.length === 0 && "No balance is past its due date."}
        summary={
          <>
            {plural(digest.overdue.length, "booking has", "bookings have")} a balance past its due date, {overdueTotal}{" "}
            in total. Each can be given more time, paid by a recorded payment, reminded, or released from the booking's
            page.
          </>
        }
        total={`Total overdue: ${overdueTotal}`}
      >
        {digest.overdue.map((line) => (
          <Line key={line.reference}>
            <RecordLink href={line.adminUrl}>{line.reference}</RecordLink> {line.fullName}, {line.phone}
            <br />
            {line.courseTitle}, starts {formatDate(line.startDate)}
            <br />
            Owes {formatPoundsExact(line.amountOwed)}, due {formatDate(line.balanceDueDate)}
          </Line>
        ))}
      </DigestPart>

      <DigestPart
        heading="Overdue invoices"
        none={digest.overdueInvoices.length === 0 && "No invoice is past its due date."}
        summary={
          <>
            {plural(digest.overdueInvoices.length, "invoice is", "invoices are")} past the due date, {invoicesOwed} owed
            in total. The business has been sent reminders; a bank transfer that has come in is recorded against the
            invoice from the booking's page.
          </>
        }
        total={`Total owed on overdue invoices: ${invoicesOwed}`}
      >
        {digest.overdueInvoices.map((invoice) => (
          <Line key={invoice.number}>
            <RecordLink href={invoice.adminUrl}>{invoice.number}</RecordLink> {invoice.business} (booking{" "}
            {invoice.bookingReference})
            <br />
            Owes {formatPoundsExact(invoice.owed)}, due {formatDate(invoice.dueOn)},{" "}
            {plural(invoice.daysOverdue, "day")} overdue
          </Line>
        ))}
      </DigestPart>

      <DigestPart
        heading="Refunds waiting"
        none={digest.refunds.length === 0 && "No refund is waiting on the office."}
        summary={
          <>
            {plural(digest.refunds.length, "refund")}, {refundTotal} in total, to pay back by hand or to try again.
          </>
        }
      >
        {digest.refunds.map((refund, index) => (
          <Line key={index}>
            <RecordLink href={refund.adminUrl}>{refund.reference}</RecordLink> {refund.customerName}:{" "}
            {formatPoundsExact(refund.amount)}, {refund.state}
          </Line>
        ))}
      </DigestPart>

      <DigestPart
        heading="E-mails that could not be sent"
        none={digest.failedCount === 0 && "Every e-mail went out."}
        summary={
          <>
            {plural(digest.failedCount, "e-mail")} could not be sent
            {digest.failedCount > digest.failedMessages.length
              ? `; the latest ${digest.failedMessages.length} are below`
              : ""}
            .
          </>
        }
      >
        {digest.failedMessages.map((message, index) => (
          <Line key={index}>
            “{message.subject}” to {message.to}, gave up {formatDate(message.failedAt)}
            {message.error ? (
              <>
                <br />
                {message.error}
              </>
            ) : null}
          </Line>
        ))}
      </DigestPart>
    </EmailLayout>,
  );
}
