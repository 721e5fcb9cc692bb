// A group learner's own page (issue 24, decision 027), opened from the link in their e-mails: their course, days,
// venue and what to bring, their details for the awarding body and, on a course that needs one, their first aid
// certificate. No money: the payer's booking page has that.
import { lazy, Suspense, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { apiRequest, userMessage } from "#app/shared/api-client";
import { formatDate, formatWeekday } from "#app/shared/dates";
import { Button } from "#app/shared/ui/button";
import { toast } from "#app/shared/ui/toast-store";
import { Skeleton } from "#app/shared/ui/skeleton";
import type { LearnerDetailsView } from "#app/features/learners/learner-details-rules";
import type { DeclaredFirstAid } from "../first-aid-declared";
import type { FirstAidAnswer } from "../schema";
import type { LearnerPageView } from "./learner-page-view";

// This page shares only lazily loaded chunks with the booking page (the details form, the dialog's first-aid step):
// importing the booking page's small 'Learner details' and 'first aid certificate' views split them into a file of
// their own that the booking page then loaded too, ~0.7 KB over its script budget. Their markup is repeated below.
const LearnerDetailsEditForm = lazy(() =>
  import("../booking-page/learner-details-edit-form").then((module) => ({ default: module.LearnerDetailsEditForm })),
);

// The booking dialog's first-aid step, from the dialog's own chunk (as the waiting-list page loads it), only when the
// learner opens it.
const FirstAidStep = lazy(() => import("../sale/booking-dialog").then((module) => ({ default: module.FirstAidStep })));

export const learnerApiPath = (token: string) => `/api/learners/by-token/${encodeURIComponent(token)}` as const;

export function LearnerPage({ view, token }: { view: LearnerPageView; token: string }) {
  const on = view.seat !== "cancelled";
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold text-brand-700">Booking {view.reference}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-brand-900">{view.courseTitle}</h1>
      <p className="mt-3 flex flex-wrap items-center gap-2">
        <span
          data-testid="seat-status"
          className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900"
        >
          {view.seatText}
        </span>
        <span className="text-sm text-slate-700">
          Booked for {view.learner.fullName} by {view.bookedBy}
        </span>
      </p>
      <div className="mt-8 space-y-6">
        <Section title="When">
          {on ? (
            <ul className="space-y-1">
              {view.days.map((day) => (
                <li key={day.date}>
                  {formatWeekday(day.date)} {formatDate(day.date)}, {day.start} to {day.finish}
                </li>
              ))}
            </ul>
          ) : (
            <p>Cancelled: this place was for {formatDate(view.days[0]!.date)}.</p>
          )}
        </Section>
        <Section title="Where">
          <p className="whitespace-pre-line">{view.venueAddress}</p>
          {view.venueDirections && <p className="mt-2 whitespace-pre-line text-slate-700">{view.venueDirections}</p>}
        </Section>
        {on && (
          <Section title="What to bring">
            <ul className="list-disc space-y-1 pl-5">
              {view.whatToBring.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </Section>
        )}
        {view.firstAid && <FirstAidPart view={view} token={token} />}
        {view.details && (
          <Section title="Learner details">
            <OwnDetails token={token} learner={view.details} />
          </Section>
        )}
        <p className="text-sm text-slate-700">
          Questions about your place?{" "}
          <Link to="/contact" className="font-semibold text-brand-700 underline">
            Contact us
          </Link>{" "}
          and quote {view.reference}.
        </p>
      </div>
    </div>
  );
}

/** What they declared, and the form to declare (or correct it) while they may. */
function FirstAidPart({ view, token }: { view: LearnerPageView; token: string }) {
  const firstAid = view.firstAid!;
  const revalidator = useRevalidator();
  const [declaring, setDeclaring] = useState(false);
  const declare = async (answer: FirstAidAnswer) => {
    try {
      // The body of PUT …/first-aid (LearnerFirstAidRequestSchema): the answer as the booking dialog sends it.
      await apiRequest("PUT", `${learnerApiPath(token)}/first-aid`, { firstAid: answer });
      toast({ title: "First aid certificate saved", description: "Thank you: bring it on your first day." });
      setDeclaring(false);
      await revalidator.revalidate();
    } catch (error) {
      toast({ title: "Not saved", description: userMessage(error, "Please try again."), variant: "destructive" });
    }
  };
  if (declaring) {
    return (
      <Section title="Your first aid certificate">
        <Suspense fallback={<p className="text-slate-700">Loading...</p>}>
          <FirstAidStep
            course={{ title: view.courseTitle }}
            date={{ id: view.reference, kind: "instance", date: view.days[0]!.date, location: "", price: 0 }}
            standalone={{ submitLabel: "Save my first aid certificate" }}
            backLabel="Cancel"
            onBack={() => setDeclaring(false)}
            onDone={(answer) => void declare(answer)}
            focusHeading
          />
        </Suspense>
      </Section>
    );
  }
  if (firstAid.declared) {
    return (
      <div>
        <Declared firstAid={firstAid.declared} />
        {!firstAid.lockedBecause && (
          <Button variant="outline" size="sm" className="mt-3" onClick={() => setDeclaring(true)}>
            Change my first aid certificate
          </Button>
        )}
      </div>
    );
  }
  return (
    <Section title="Your first aid certificate">
      <p className="text-sm text-slate-800">
        This course needs a first aid certificate with at least 12 months left on its first day. Please tell us about
        yours.
      </p>
      {firstAid.lockedBecause ? (
        <p className="mt-3 text-sm text-slate-600">{firstAid.lockedBecause}</p>
      ) : (
        <Button className="mt-3" onClick={() => setDeclaring(true)}>
          Declare my first aid certificate
        </Button>
      )}
    </Section>
  );
}

/** The booking page's 'Learner details' (LearnerDetails), saving on the learner's own link. */
function OwnDetails({ token, learner }: { token: string; learner: LearnerDetailsView }) {
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <Suspense fallback={<Skeleton className="h-72 w-full" />}>
        <LearnerDetailsEditForm
          token={token}
          learner={learner}
          saveTo={`${learnerApiPath(token)}/details`}
          onDone={() => setEditing(false)}
        />
      </Suspense>
    );
  }
  return (
    <div>
      {learner.note && <p className="mb-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">{learner.note}</p>}
      <dl className="grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
        {learner.shown.map(({ label, value }) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {learner.lockedBecause ? (
        <p className="mt-3 text-sm text-slate-600">{learner.lockedBecause}</p>
      ) : (
        <Button variant="outline" size="sm" className="mt-4" onClick={() => setEditing(true)}>
          {learner.note ? "Add learner details" : "Change learner details"}
        </Button>
      )}
    </div>
  );
}

/** The booking page's 'Your first aid certificate' (FirstAidDeclared): what they declared and the verdict. */
function Declared({ firstAid }: { firstAid: DeclaredFirstAid }) {
  return (
    <Section title="Your first aid certificate">
      <dl className="space-y-1 text-sm text-slate-800">
        {firstAid.rows.map(([label, value]) => (
          <div key={label} className="flex flex-wrap justify-between gap-x-4">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <p
        className={`mt-3 rounded-lg p-3 text-sm ${firstAid.meets ? "bg-green-50 text-green-950" : "bg-amber-50 text-amber-950"}`}
      >
        {firstAid.verdict}
      </p>
      {firstAid.warning && <p className="mt-2 text-sm font-semibold text-slate-900">{firstAid.warning}</p>}
      <p className="mt-2 text-sm text-slate-700">{firstAid.bring}</p>
    </Section>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 p-5">
      <h2 id={id} className="mb-3 text-lg font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
