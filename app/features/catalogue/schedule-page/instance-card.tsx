import CalendarDays from "lucide-react/icons/calendar-days";
import Clock from "lucide-react/icons/clock";
import MapPin from "lucide-react/icons/map-pin";
import Users from "lucide-react/icons/users";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDate } from "#app/shared/dates";
import { formatWeekdays } from "#app/shared/format";
import { formatCourseDays } from "#app/shared/date-span";
import { ADDRESS_TO_FOLLOW } from "../venue-facts";
import { formatPounds } from "#app/shared/money";
import { JoinWaitlistButton } from "#app/features/waitlist/join-waitlist";
import { isFullyBooked } from "../date-rules";
import type { PublicInstance } from "../schedule-types";

type CardInstance = Pick<
  PublicInstance,
  | "id"
  | "courseSlug"
  | "courseTitle"
  | "startDate"
  | "endDate"
  | "courseDays"
  | "days"
  | "location"
  | "venueAddress"
  | "venueAddressToFollow"
  | "maxSeats"
  | "bookedSeats"
  | "seatsLeft"
  | "price"
>;

/** Few enough seats left to say so loudly. */
const LOW_SEATS = 3;

/** One scheduled run of a course. Booking happens on the course page (SPEC §2 /courses/{slug}). */
export function InstanceCard({ instance }: { instance: CardInstance }) {
  const headingId = `instance-${instance.id}-title`;
  const full = isFullyBooked(instance);
  const callToAction = full ? "See other dates" : "View dates & book";
  // Its stored days, in the words every page uses (issue 21, M1).
  const dates = formatCourseDays(instance.courseDays.length ? instance.courseDays : [instance.startDate]);
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      data-testid="instance-card"
    >
      <div className="flex items-start justify-between gap-4">
        <h3 id={headingId} className="text-lg font-bold text-brand-900">
          {instance.courseTitle}
        </h3>
        <p className="shrink-0 text-2xl font-bold text-brand-700">{formatPounds(instance.price)}</p>
      </div>
      <dl className="mt-4 space-y-2.5 text-sm text-slate-700">
        <Fact icon={<CalendarDays className="size-4" />} term="Dates">
          <span className="font-medium text-slate-900">{dates}</span>
        </Fact>
        {instance.days.length > 0 && (
          <Fact icon={<Clock className="size-4" />} term="Training days">
            {formatWeekdays(instance.days)}
          </Fact>
        )}
        <Fact icon={<MapPin className="size-4" />} term="Location">
          {instance.location}
          {(instance.venueAddressToFollow || instance.venueAddress) && (
            <span className="block text-slate-600">
              {instance.venueAddressToFollow ? ADDRESS_TO_FOLLOW : instance.venueAddress}
            </span>
          )}
        </Fact>
        <Fact icon={<Users className="size-4" />} term="Seats">
          {full ? (
            <span className="font-semibold text-red-700">Fully Booked</span>
          ) : (
            <span className={instance.seatsLeft <= LOW_SEATS ? "font-semibold text-amber-800" : undefined}>
              {instance.seatsLeft} {instance.seatsLeft === 1 ? "seat" : "seats"} left
            </span>
          )}
        </Fact>
      </dl>
      <div className="mt-auto space-y-2 pt-6">
        {full && (
          <JoinWaitlistButton
            className="w-full"
            date={{ kind: "instance", id: instance.id, startDate: instance.startDate, location: instance.location }}
            courseTitle={instance.courseTitle}
          />
        )}
        <Link
          to={`/courses/${instance.courseSlug}#dates`}
          // WCAG 2.5.3 (label in name): the accessible name starts with the visible words.
          aria-label={`${callToAction}: ${instance.courseTitle}, starting ${formatDate(instance.startDate)}`}
          className="inline-flex h-11 w-full items-center justify-center rounded-md border border-slate-300 px-4 text-sm font-semibold text-brand-900 hover:bg-slate-50"
        >
          {callToAction}
        </Link>
      </div>
    </article>
  );
}

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      <dt className="flex items-center text-slate-500">
        <span aria-hidden="true" className="mt-0.5">
          {icon}
        </span>
        <span className="sr-only">{term}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
