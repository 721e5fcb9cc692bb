// A group learner's own page (issue 24, decision 027), opened from the link in their e-mails: their course, days,
// venue and what to bring, their details for the awarding body and, on a course that needs one, their first aid
// certificate. No money: the payer's booking page has that.
import { lazy, Suspense, useState } from "react";
import { useRevalidator } from "react-router";
import { apiRequest, userMessage } from "#app/shared/api-client";
import { formatDate } from "#app/shared/dates";
import { Button } from "#app/shared/ui/button";
import { toast } from "#app/shared/ui/toast-store";
import type { FirstAidAnswer } from "../schema";
import { CourseDays, QuoteReference, Section, WhatToBringSection, WhereSection } from "../booking-page/booking-section";
import { FirstAidDeclared } from "../booking-page/first-aid-declared";
import { LearnerDetails } from "../booking-page/learner-details";
import type { LearnerPageView } from "./learner-page-view";

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
            <CourseDays days={view.days} />
          ) : (
            <p>Cancelled: this place was for {formatDate(view.days[0]!.date)}.</p>
          )}
        </Section>
        <WhereSection address={view.venueAddress} directions={view.venueDirections} />
        {on && <WhatToBringSection items={view.whatToBring} />}
        {view.firstAid && <FirstAidPart view={view} token={token} />}
        {view.details && (
          <Section title="Learner details">
            <LearnerDetails token={token} learner={view.details} saveTo={`${learnerApiPath(token)}/details`} />
          </Section>
        )}
        <QuoteReference about="place" reference={view.reference} />
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
        <FirstAidDeclared firstAid={firstAid.declared} />
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
