import CalendarDays from "lucide-react/icons/calendar-days";
import Clock from "lucide-react/icons/clock";
import Info from "lucide-react/icons/info";
import MapPin from "lucide-react/icons/map-pin";
import { Link } from "react-router";
import { DEPOSIT_BOX_TEXT, priceAllowsDeposit } from "#app/features/booking/sale/payment-rules";
import { whatToBringForCourse } from "#app/features/booking/what-to-bring";
import { formatDate } from "#app/shared/dates";
import { formatWeekdays } from "#app/shared/format";
import { formatPounds } from "#app/shared/money";
import { Button } from "#app/shared/ui/button";
import { DialogClose, DialogContent } from "#app/shared/ui/dialog";
import { SummaryRow } from "#app/shared/ui/summary-row";
import type { PublicCourse } from "./catalogue.server";
import type { PublicInstance } from "./schedule-types";

type Props = {
  course: Pick<
    PublicCourse,
    "slug" | "title" | "price" | "prerequisites" | "siaLicenceLinked" | "needsFirstAidCertificate"
  >;
  /** The next instance with a seat left, if any. */
  instance: PublicInstance | undefined;
  /** Continues to the booking dialog when the instance has no booking link of its own. */
  onProceed(instance: PublicInstance): void;
};

/** /courses "Book Now": a summary of the next run of the course (SPEC §2). */
export function BookingConfirmationDialog({ course, instance, onProceed }: Props) {
  const total = instance?.price ?? course.price;
  return (
    <DialogContent title="Booking Confirmation" description={course.title}>
      {instance ? (
        <dl className="space-y-3 text-sm">
          <SummaryRow icon={<CalendarDays className="size-4" />} label="Start date">
            {formatDate(instance.startDate)}
          </SummaryRow>
          {instance.days.length > 0 && (
            <SummaryRow icon={<Clock className="size-4" />} label="Schedule">
              {formatWeekdays(instance.days)}
            </SummaryRow>
          )}
          <SummaryRow icon={<MapPin className="size-4" />} label="Location">
            {instance.location}
          </SummaryRow>
          <div className="flex items-center justify-between border-t border-slate-200 pt-3 text-base">
            <dt className="font-semibold">Total</dt>
            <dd className="font-bold text-brand-800">{formatPounds(total)}</dd>
          </div>
        </dl>
      ) : (
        <p className="text-sm text-slate-700">
          There are no upcoming dates scheduled for this course right now. Contact us and we will let you know when the
          next one opens.
        </p>
      )}
      {priceAllowsDeposit(total) && (
        <p className="mt-4 flex gap-2 rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm text-brand-900">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {DEPOSIT_BOX_TEXT}
        </p>
      )}
      <div className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
        <p className="font-semibold">What to bring</p>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {whatToBringForCourse(course, instance?.startDate).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        {instance?.bookUrl ? (
          <Button asChild>
            <a href={instance.bookUrl}>Proceed to Payment</a>
          </Button>
        ) : instance ? (
          <Button onClick={() => onProceed(instance)}>Proceed to Payment</Button>
        ) : (
          <Button asChild>
            <Link to="/contact">Contact Us</Link>
          </Button>
        )}
      </div>
    </DialogContent>
  );
}
