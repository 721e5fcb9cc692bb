import { Fragment } from "react";
import { ActionButton, Details, EmailLayout, Paragraph } from "./email-layout";
import { datesText } from "./email-format";
import type { MessageBooking, MessageSite, RenderedEmail } from "./message-data";
import { renderEmail } from "./render-email";

/** What staff wrote to everyone on a date: the subject as typed, the text in paragraphs (a blank line starts one). */
export type CohortMessage = { subject: string; message: string };

const paragraphsOf = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/**
 * Staff's message to everyone booked on a course date (issue 21: a room change, parking, a trainer ill), one copy per
 * booking, with the course and reference it is about so the learner knows which booking it concerns.
 */
export function cohortMessageEmail(
  booking: MessageBooking,
  site: MessageSite,
  { subject, message }: CohortMessage,
): Promise<RenderedEmail> {
  const paragraphs = paragraphsOf(message);
  return renderEmail(
    subject,
    <EmailLayout site={site} preview={paragraphs[0]?.replace(/\s+/g, " ").slice(0, 120) ?? subject}>
      <Paragraph>Dear {booking.fullName},</Paragraph>
      {paragraphs.map((paragraph, index) => (
        <Paragraph key={index}>
          {paragraph.split(/\r?\n/).map((line, at) => (
            <Fragment key={at}>
              {at > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </Paragraph>
      ))}
      <Details
        rows={[
          ["Course", booking.courseTitle],
          ["Dates", datesText(booking)],
          ["Booking reference", booking.reference],
        ]}
      />
      <ActionButton href={booking.bookingUrl}>View your booking</ActionButton>
      <Paragraph>
        Questions? Call {site.phone} or reply to {site.email}.
      </Paragraph>
    </EmailLayout>,
  );
}
