import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { PreselectedDate } from "#app/features/booking/sale/booking-selection";
import { LazyBookingDialog as BookingDialog } from "#app/features/booking/sale/lazy-booking-dialog";
import type { PublicCourse } from "../catalogue.server";
import { AvailableDatesButton } from "./available-dates-button";
import { CourseContact } from "./course-contact";
import { BOOKING_DATA_KEY, bookingDataFor, preselectedDateFor, type CourseDate } from "./course-dates";
import { CourseDatesGrid } from "./course-dates-grid";
import { CourseFaq, type Faq } from "./course-faq";
import { CourseHero } from "./course-hero";
import { CourseOverview } from "./course-overview";
import { SyllabusAccordion } from "./syllabus-accordion";

/** Everything the course page shows, as its loaders return it. */
export type CourseDetailData = {
  course: PublicCourse;
  faqs: Faq[];
  dates: CourseDate[];
  today: string;
  /** The hero's photograph, chosen by the course's title (SPEC §2). */
  heroImage: string;
};

export function CourseDetailPage({ data, documentTitle }: { data: CourseDetailData; documentTitle?: string }) {
  const { course, faqs, dates, today, heroImage } = data;
  const navigate = useNavigate();
  const { hash } = useLocation();
  const [bookingOpen, setBookingOpen] = useState(false);
  const [preselected, setPreselected] = useState<PreselectedDate | undefined>();

  // A '#dates' link followed on the client lands before the data: scroll once it is here.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  // SPEC §2: a legacy date goes to /checkout through local storage; an instance opens the booking dialog, as does
  // any date of a course that needs a first aid certificate (issue 23: the dialog asks for it, /checkout does not).
  const book = (date: CourseDate) => {
    if (date.kind === "available-date" && !course.needsFirstAidCertificate) {
      window.localStorage.setItem(BOOKING_DATA_KEY, JSON.stringify(bookingDataFor(course, date)));
      void navigate(`/checkout?date=${encodeURIComponent(date.id)}`);
      return;
    }
    setPreselected(preselectedDateFor(date));
    setBookingOpen(true);
  };

  return (
    <>
      {documentTitle && <title>{documentTitle}</title>}
      <CourseHero
        course={course}
        image={heroImage}
        datesAction={<AvailableDatesButton courseTitle={course.title} dates={dates} today={today} onBook={book} />}
      />
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        <CourseOverview course={course} />
        <SyllabusAccordion syllabus={course.syllabus} />
        <CourseDatesGrid dates={dates} today={today} onBook={book} courseTitle={course.title} />
        {course.assessmentMethod && (
          <section aria-labelledby="assessment-heading">
            <h2 id="assessment-heading" className="text-2xl font-bold text-brand-900">
              Assessment Method
            </h2>
            <p className="mt-4 max-w-4xl leading-7 text-slate-700">{course.assessmentMethod}</p>
          </section>
        )}
        <CourseFaq faqs={faqs} />
        <CourseContact courseTitle={course.title} />
      </div>
      <BookingDialog
        course={{
          id: course.id,
          slug: course.slug,
          title: course.title,
          price: course.price,
          prerequisites: course.prerequisites,
          needsFirstAidCertificate: course.needsFirstAidCertificate,
        }}
        open={bookingOpen}
        onOpenChange={setBookingOpen}
        preselected={preselected}
      />
    </>
  );
}
