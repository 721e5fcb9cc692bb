// A person's page (issue 21, office manager's list item 7): everything the office knows by one e-mail address — their
// bookings, payments, waiting-list entries, the messages sent to them and their enquiries — then staff's internal
// notes about them and the history of what staff did.
import { useId, type ReactNode } from "react";
import { formatDate } from "#app/shared/dates";
import { formatPoundsExact } from "#app/shared/money";
import { DataTable, type Column } from "#app/shared/staff/data-table";
import { formatInstant, formatInstantWithTime, humanise } from "#app/shared/staff/staff-format";
import { Badge } from "#app/shared/staff/status-badge";
import type { PersonPage } from "../schema";
import { ErasedNotice } from "./erase-person";
import { BookingLink, DateLink, linkClass } from "./record-links";

/** A booking by its reference alone, kept on one line in the tables. */
function BookingRef({ id, reference }: { id: string; reference: string }) {
  return (
    <BookingLink id={id} className="whitespace-nowrap">
      {reference}
    </BookingLink>
  );
}

/** A waiting-list entry or a message may belong to a booking; the column is blank where it does not. */
function linkedBooking(row: { bookingId: string | null; bookingReference: string | null }): ReactNode {
  return row.bookingId && row.bookingReference ? (
    <BookingRef id={row.bookingId} reference={row.bookingReference} />
  ) : (
    ""
  );
}

type Booking = PersonPage["bookings"][number];
const bookingColumns: Column<Booking>[] = [
  { header: "Reference", cell: (row) => <BookingRef id={row.id} reference={row.reference} /> },
  { header: "Course date", className: "min-w-48", cell: (row) => <DateLink {...row} /> },
  { header: "Status", cell: (row) => <Badge>{humanise(row.status)}</Badge> },
  { header: "Price", className: "whitespace-nowrap", cell: (row) => formatPoundsExact(row.totalPrice) },
  { header: "Paid", className: "whitespace-nowrap", cell: (row) => formatPoundsExact(row.amountPaid) },
  {
    header: "Still to pay",
    className: "whitespace-nowrap",
    cell: (row) => (row.balanceDue > 0 ? formatPoundsExact(row.balanceDue) : "Nothing"),
  },
  { header: "Booked", className: "whitespace-nowrap", cell: (row) => formatInstant(row.createdAt) },
];

type Payment = PersonPage["payments"][number];
const paymentColumns: Column<Payment>[] = [
  {
    header: "When",
    className: "whitespace-nowrap",
    // Money recorded by hand is dated the day it arrived (issue 21, M10).
    cell: (row) => (row.receivedOn ? formatDate(row.receivedOn) : formatInstantWithTime(row.at)),
  },
  { header: "Booking", cell: (row) => <BookingRef id={row.bookingId} reference={row.bookingReference} /> },
  {
    header: "What",
    cell: (row) => `${humanise(row.kind)}${row.method ? ` (${row.method})` : ""}`,
  },
  {
    header: "Amount",
    className: "whitespace-nowrap",
    cell: (row) => (row.kind === "refund" ? `−${formatPoundsExact(row.amount)}` : formatPoundsExact(row.amount)),
  },
  { header: "State", cell: (row) => <Badge>{humanise(row.state)}</Badge> },
  { header: "Receipt", cell: (row) => (row.receiptNumber ? `R-${String(row.receiptNumber).padStart(6, "0")}` : "") },
];

type Entry = PersonPage["waitlist"][number];
const waitlistColumns: Column<Entry>[] = [
  { header: "Course date", className: "min-w-48", cell: (row) => <DateLink {...row} /> },
  { header: "State", cell: (row) => <Badge>{humanise(row.status)}</Badge> },
  { header: "Joined", className: "whitespace-nowrap", cell: (row) => formatInstant(row.joinedAt) },
  { header: "Booking", cell: linkedBooking },
];

type Message = PersonPage["messages"][number];
const messageColumns: Column<Message>[] = [
  { header: "Queued", className: "whitespace-nowrap", cell: (row) => formatInstantWithTime(row.createdAt) },
  { header: "Subject", className: "min-w-56", cell: (row) => row.subject },
  {
    header: "State",
    cell: (row) => (
      <Badge tone={row.status === "sent" ? "positive" : row.status === "failed" ? "danger" : "muted"}>
        {humanise(row.status)}
      </Badge>
    ),
  },
  { header: "Booking", cell: linkedBooking },
];

type Enquiry = PersonPage["enquiries"][number];
const enquiryColumns: Column<Enquiry>[] = [
  { header: "When", className: "whitespace-nowrap", cell: (row) => formatInstant(row.createdAt) },
  { header: "From", cell: (row) => humanise(row.source) },
  { header: "Status", cell: (row) => <Badge>{humanise(row.status)}</Badge> },
  {
    header: "Message",
    className: "min-w-56",
    cell: (row) => <span className="whitespace-pre-line">{row.message ?? ""}</span>,
  },
];

type Place = PersonPage["offlinePlaces"][number];
const placeColumns: Column<Place>[] = [
  { header: "Course date", className: "min-w-48", cell: (row) => <DateLink {...row} /> },
];

/** One kind of record about the person: a heading with how many there are, then the table (captioned alike). */
function Part<Row extends { id: string }>({
  title,
  columns,
  rows,
  empty,
}: {
  title: string;
  columns: Column<Row>[];
  rows: Row[];
  empty: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-2 text-lg font-semibold text-brand-900">
        {title} ({rows.length})
      </h2>
      <DataTable caption={title} columns={columns} rows={rows} empty={empty} />
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      {children}
    </div>
  );
}

export function PersonView({ person }: { person: PersonPage }) {
  const others = person.names.slice(1);
  return (
    <div className="space-y-8">
      {person.erased ? (
        <ErasedNotice />
      ) : (
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <Fact label="E-mail">
            <dd className="break-all">
              <a href={`mailto:${person.email}`} className={linkClass}>
                {person.email}
              </a>
            </dd>
          </Fact>
          <Fact label="Phone">
            <dd>
              {person.phones.length === 0
                ? "None given"
                : person.phones.map((phone, index) => (
                    <span key={phone}>
                      {index > 0 && ", "}
                      <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className={linkClass}>
                        {phone}
                      </a>
                    </span>
                  ))}
            </dd>
          </Fact>
          {others.length > 0 && (
            <Fact label="Also known as">
              <dd>{others.join(", ")}</dd>
            </Fact>
          )}
        </dl>
      )}
      <Part title="Bookings" columns={bookingColumns} rows={person.bookings} empty="No bookings." />
      <Part title="Payments" columns={paymentColumns} rows={person.payments} empty="No payments." />
      <Part title="Waiting lists" columns={waitlistColumns} rows={person.waitlist} empty="Not on any waiting list." />
      <Part title="Messages" columns={messageColumns} rows={person.messages} empty="No e-mails sent to this address." />
      <Part title="Enquiries" columns={enquiryColumns} rows={person.enquiries} empty="No enquiries." />
      {person.offlinePlaces.length > 0 && (
        <Part title="Places booked offline" columns={placeColumns} rows={person.offlinePlaces} empty="" />
      )}
    </div>
  );
}
