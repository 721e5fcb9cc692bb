// The learner's result (issue 21, M5: "Fast Results Notifications" on the home page). 'Not passed' leads to the free
// retake on their booking page; 'passed' says what comes next (the certificate and, for an SIA licence-linked course,
// applying for the licence); 'did not attend' says how to rebook or reach the academy. Facts kept general and true.
import { ActionButton, Details, EmailLayout, Heading, List, Paragraph } from "./email-layout";
import { datesText, formatDate } from "./email-format";
import type { MessageBooking, MessageSite, RenderedEmail } from "./message-data";
import { renderEmail } from "./render-email";

export type ResultKind = "passed" | "not-passed" | "did-not-attend";

/** What the result message knows beyond the booking. */
export type ResultFacts = {
  result: ResultKind;
  /** The course's public page, with its dates. */
  courseUrl: string;
  /** The qualification's awarding body, when the course names one. */
  awardingBody: string | null;
  /** The course leads to an SIA licence (door supervisor, security officer, CCTV, the top-up). */
  siaLicence: boolean;
  /** Not passed: the last first day of the free retake, or null when there is none to book (a retake's own result). */
  retakeBy: string | null;
};

const SUBJECTS: Record<ResultKind, (title: string) => string> = {
  passed: (title) => `You passed: ${title}`,
  "not-passed": (title) => `Your result and your free retake: ${title}`,
  "did-not-attend": (title) => `We missed you: ${title}`,
};

const PREVIEWS: Record<ResultKind, string> = {
  passed: "Congratulations: here is what happens next.",
  "not-passed": "Your booking includes a free retake.",
  "did-not-attend": "How to book another date.",
};

function Passed({ booking, facts, site }: { booking: MessageBooking; facts: ResultFacts; site: MessageSite }) {
  const body = facts.awardingBody ? `the awarding body (${facts.awardingBody})` : "the awarding body";
  return (
    <>
      <Paragraph>Congratulations: you have passed {booking.courseTitle}.</Paragraph>
      <Heading>What happens next</Heading>
      <List
        items={[
          `Your certificate: your qualification is awarded by ${body}. We will let you know when your certificate is ready.`,
          ...(facts.siaLicence
            ? [
                "Your SIA licence: you apply to the Security Industry Authority yourself, online through GOV.UK ('Apply for an SIA licence'). The SIA checks your identity, your right to work in the UK and your criminal record, and charges a fee. If you already hold a licence, you renew it the same way.",
                "You must hold a valid SIA licence before you work in a licensed role.",
              ]
            : []),
          `Keep your booking reference, ${booking.reference}: it helps us find your record when you call.`,
        ]}
      />
      <ActionButton href={booking.bookingUrl}>View your booking</ActionButton>
      <Paragraph>
        Questions? Call {site.phone} or reply to {site.email}.
      </Paragraph>
    </>
  );
}

function NotPassed({ booking, facts, site }: { booking: MessageBooking; facts: ResultFacts; site: MessageSite }) {
  if (!facts.retakeBy) {
    return (
      <>
        <Paragraph>
          Your result for {booking.courseTitle} is: not passed this time. Please call us on {site.phone} to talk about
          your options and another date.
        </Paragraph>
        <ActionButton href={booking.bookingUrl}>View your booking</ActionButton>
      </>
    );
  }
  return (
    <>
      <Paragraph>
        Your result for {booking.courseTitle} is: not passed this time. Your booking includes one free retake: choose a
        later date of this course, starting by {formatDate(facts.retakeBy)}, on your booking page. It costs nothing.
      </Paragraph>
      <ActionButton href={booking.bookingUrl}>Book your free retake</ActionButton>
      <Paragraph>
        Would you like to talk it through first, or need help choosing a date? Call us on {site.phone}.
      </Paragraph>
    </>
  );
}

function DidNotAttend({ booking, facts, site }: { booking: MessageBooking; facts: ResultFacts; site: MessageSite }) {
  return (
    <>
      <Paragraph>
        Our records show that you did not attend {booking.courseTitle}. Under our cancellation policy a missed course is
        not refunded, but you are welcome to book another date.
      </Paragraph>
      <ActionButton href={facts.courseUrl}>See the course's dates</ActionButton>
      <Paragraph>
        If our records are wrong, or you would like help to rebook, call us on {site.phone} or reply to {site.email}.
      </Paragraph>
    </>
  );
}

/** One message per result recorded (a corrected result sends the new one). */
export function resultEmail(booking: MessageBooking, site: MessageSite, facts: ResultFacts): Promise<RenderedEmail> {
  return renderEmail(
    SUBJECTS[facts.result](booking.courseTitle),
    <EmailLayout site={site} preview={PREVIEWS[facts.result]}>
      <Paragraph>Dear {booking.fullName},</Paragraph>
      {facts.result === "passed" ? (
        <Passed booking={booking} facts={facts} site={site} />
      ) : facts.result === "not-passed" ? (
        <NotPassed booking={booking} facts={facts} site={site} />
      ) : (
        <DidNotAttend booking={booking} facts={facts} site={site} />
      )}
      <Details
        rows={[
          ["Course", booking.courseTitle],
          ["Dates", datesText(booking)],
          ["Booking reference", booking.reference],
        ]}
      />
    </EmailLayout>,
  );
}
