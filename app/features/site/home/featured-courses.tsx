import ArrowRight from "lucide-react/icons/arrow-right";
import Mail from "lucide-react/icons/mail";
import { Suspense, useState } from "react";
import { Await, Link } from "react-router";
import { LazyBookingDialog as BookingDialog } from "#app/features/booking/sale/lazy-booking-dialog";
import { CourseCard } from "#app/features/catalogue/course-card";
import { Button } from "#app/shared/ui/button";
import { LoadError } from "#app/shared/ui/load-error";
import { CardSkeletonGrid } from "#app/shared/ui/skeleton";
import { FEATURED_COURSE_COUNT, type FeaturedCourse } from "./featured";

/** SPEC §2 Home: the first 6 courses (anchor #courses); Book Now opens the booking dialog. */
export function FeaturedCourses({ courses }: { courses: FeaturedCourse[] | Promise<FeaturedCourse[]> }) {
  const [booking, setBooking] = useState<{ course: FeaturedCourse; open: boolean }>();
  const book = (course: FeaturedCourse) => setBooking({ course, open: true });
  return (
    <section id="courses" aria-labelledby="courses-title" className="below-the-fold scroll-mt-16 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="courses-title" className="text-3xl font-bold tracking-tight text-brand-900">
          Our Training Courses
        </h2>
        <p className="mt-3 max-w-2xl text-slate-600">
          Nationally recognised qualifications in small groups. All courses include training materials and exam fees.
        </p>
        <div className="mt-10">
          {Array.isArray(courses) ? (
            // Server data: rendered without a Suspense boundary, which React may otherwise
            // stream outside the page's flow, where it stays hidden without JavaScript.
            <CourseGrid courses={courses} onBook={book} />
          ) : (
            <Suspense fallback={<CardSkeletonGrid count={FEATURED_COURSE_COUNT} />}>
              <Await
                resolve={courses}
                errorElement={<LoadError message="Failed to load courses. Please try again later." />}
              >
                {(list) => <CourseGrid courses={list} onBook={book} />}
              </Await>
            </Suspense>
          )}
        </div>
        <div className="mt-12 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/courses">
              View All Courses &amp; Schedule
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link to="/contact">
              <Mail aria-hidden="true" className="size-5" />
              Contact Us
            </Link>
          </Button>
        </div>
      </div>
      {booking && (
        <BookingDialog
          course={booking.course}
          open={booking.open}
          onOpenChange={(open) => setBooking({ ...booking, open })}
        />
      )}
    </section>
  );
}

function CourseGrid({ courses, onBook }: { courses: FeaturedCourse[]; onBook(course: FeaturedCourse): void }) {
  return (
    <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {courses.map((course) => (
        <CourseCard
          key={course.id}
          course={course}
          bookAction={
            <Button className="flex-1" aria-label={`Book Now: ${course.title}`} onClick={() => onBook(course)}>
              Book Now
            </Button>
          }
        />
      ))}
    </div>
  );
}
