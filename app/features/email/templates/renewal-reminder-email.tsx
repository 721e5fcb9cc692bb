import { formatDate } from "#app/shared/dates";
import { ActionButton, EmailLayout, Paragraph, TextLink } from "./email-layout";
import type { MessageSite, RenderedEmail } from "./message-data";
import { renderEmail } from "./render-email";

/** A renewal reminder (issue 23): what runs out when, the course that renews it, and the way out of reminders. */
export type RenewalReminder = {
  fullName: string;
  kind: "first-aid" | "sia-licence";
  expiresOn: string;
  /** The course whose next dates the reminder links to (a refresher for an SIA licence). */
  courseTitle: string;
  courseDatesUrl: string;
  /** Renewal is accepted from this day (SIA licences only). */
  renewalOpensOn: string | null;
  /** An SIA refresher's first aid warning, already worded (refresherFirstAid), or null. */
  firstAidWarning: string | null;
  unsubscribeUrl: string;
};

export function renewalReminderEmail(reminder: RenewalReminder, site: MessageSite): Promise<RenderedEmail> {
  const what = reminder.kind === "first-aid" ? "first aid certificate" : "SIA licence";
  const expires = formatDate(reminder.expiresOn);
  return renderEmail(
    `Your ${what} expires on ${expires}`,
    <EmailLayout site={site} preview={`Book ${reminder.courseTitle} in good time.`}>
      <Paragraph>Dear {reminder.fullName},</Paragraph>
      <Paragraph>
        Your {what} expires on {expires}.{" "}
        {reminder.renewalOpensOn
          ? `The SIA accepts a renewal from ${formatDate(reminder.renewalOpensOn)}, and a refresher course is needed first.`
          : "Book your renewal course in good time, so that you are covered without a gap."}
      </Paragraph>
      {reminder.firstAidWarning ? <Paragraph>{reminder.firstAidWarning}</Paragraph> : null}
      <ActionButton href={reminder.courseDatesUrl}>{`See the next dates of ${reminder.courseTitle}`}</ActionButton>
      <Paragraph>
        Questions? Call {site.phone} or reply to {site.email}.
      </Paragraph>
      <Paragraph>
        You get this reminder because you asked for renewal reminders when you booked.{" "}
        <TextLink href={reminder.unsubscribeUrl}>Unsubscribe from renewal reminders</TextLink>
      </Paragraph>
    </EmailLayout>,
  );
}
