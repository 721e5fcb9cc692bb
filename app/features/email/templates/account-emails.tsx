// The e-mails of employer accounts (issue 24): the applicant's acknowledgement, the staff's notice of a new
// application, each staff decision told to the billing address, and a contact's sign-in link.
import { formatPoundsExact } from "#app/shared/money";
import { ActionButton, Details, EmailLayout, Paragraph } from "./email-layout";
import type { MessageSite, RenderedEmail } from "./message-data";
import { renderEmail } from "./render-email";

/** What the account e-mails say about an organisation. */
export type MessageOrganisation = {
  name: string;
  billingAddress: string;
  billingPostcode: string;
  billingEmail: string;
  phone: string | null;
  vatNumber: string | null;
  poRequired: boolean;
  termsDays: number;
  /** Pence. */
  creditLimit: number;
  decisionNote: string | null;
};

const yesNo = (value: boolean) => (value ? "Yes" : "No");

/** To the applicant, straight after applying. */
export function accountApplicationReceivedEmail(
  organisation: MessageOrganisation,
  applicant: { fullName: string },
  site: MessageSite,
): Promise<RenderedEmail> {
  return renderEmail(
    `We have your business account application: ${organisation.name}`,
    <EmailLayout site={site} preview={`Your application for a business account for ${organisation.name}.`}>
      <Paragraph>Dear {applicant.fullName},</Paragraph>
      <Paragraph>
        Thank you for applying for a business account for {organisation.name}. We check each application, usually within
        two working days, and will e-mail our decision to {organisation.billingEmail}.
      </Paragraph>
      <Details
        rows={[
          ["Company", organisation.name],
          ["Billing address", `${organisation.billingAddress}, ${organisation.billingPostcode}`],
          ["Billing e-mail", organisation.billingEmail],
          ["Purchase order on each booking", yesNo(organisation.poRequired)],
        ]}
      />
      <Paragraph>
        If any of this is wrong, reply to this e-mail or call us on {site.phone}. Until the account is approved you can
        still book and pay by card.
      </Paragraph>
    </EmailLayout>,
  );
}

/** To the academy's own address: a business has applied. */
export function accountApplicationNoticeEmail(
  organisation: MessageOrganisation,
  applicant: { fullName: string; email: string },
  staffUrl: string,
  site: MessageSite,
): Promise<RenderedEmail> {
  return renderEmail(
    `New business account application: ${organisation.name}`,
    <EmailLayout site={site} preview={`${organisation.name} has applied for a business account.`}>
      <Paragraph>{organisation.name} has applied for a business account. Please approve or decline it.</Paragraph>
      <Details
        rows={[
          ["Company", organisation.name],
          ["Billing address", `${organisation.billingAddress}, ${organisation.billingPostcode}`],
          ["Billing e-mail", organisation.billingEmail],
          ["Phone", organisation.phone ?? "Not given"],
          ["VAT number", organisation.vatNumber ?? "Not given"],
          ["Purchase order on each booking", yesNo(organisation.poRequired)],
          ["Applicant", `${applicant.fullName} <${applicant.email}>`],
        ]}
      />
      <ActionButton href={staffUrl}>Open the application</ActionButton>
    </EmailLayout>,
  );
}

export type AccountDecision = "approved" | "declined" | "on-hold";

/** To the billing address: staff approved, declined or put the account on hold. */
export function accountDecisionEmail(
  organisation: MessageOrganisation,
  decision: AccountDecision,
  signInUrl: string,
  site: MessageSite,
): Promise<RenderedEmail> {
  const subjects: Record<AccountDecision, string> = {
    approved: `Your business account is approved: ${organisation.name}`,
    declined: `Your business account application: ${organisation.name}`,
    "on-hold": `Your business account is on hold: ${organisation.name}`,
  };
  return renderEmail(
    subjects[decision],
    <EmailLayout site={site} preview={subjects[decision]}>
      <Paragraph>Dear {organisation.name},</Paragraph>
      {decision === "approved" && (
        <>
          <Paragraph>
            Your business account is approved. Your contacts can now book courses for your staff and pay by invoice.
          </Paragraph>
          <Details
            rows={[
              ["Payment terms", `${organisation.termsDays} days from the invoice date`],
              ["Credit limit", formatPoundsExact(organisation.creditLimit)],
              ["Purchase order on each booking", yesNo(organisation.poRequired)],
            ]}
          />
          <Paragraph>
            Each contact signs in with a link we e-mail to their own address: no password to remember.
          </Paragraph>
          <ActionButton href={signInUrl}>Sign in to your business account</ActionButton>
        </>
      )}
      {decision === "declined" && (
        <Paragraph>
          We are sorry: we cannot open a business account for {organisation.name} at the moment. You can still book and
          pay by card.
        </Paragraph>
      )}
      {decision === "on-hold" && (
        <Paragraph>
          We have put your business account on hold: bookings on account are paused until we lift it. You can still book
          and pay by card.
        </Paragraph>
      )}
      {organisation.decisionNote && decision !== "approved" && (
        <Details rows={[["Our note", organisation.decisionNote]]} />
      )}
      <Paragraph>Questions? Reply to this e-mail or call us on {site.phone}.</Paragraph>
    </EmailLayout>,
  );
}

/** To a contact who asked to sign in: the link, which works once and for 30 minutes. */
export function accountSignInEmail(
  contact: { fullName: string },
  organisationName: string,
  signInUrl: string,
  minutes: number,
  site: MessageSite,
): Promise<RenderedEmail> {
  return renderEmail(
    `Sign in to your business account: ${organisationName}`,
    <EmailLayout site={site} preview={`Your link to sign in to ${organisationName}'s business account.`}>
      <Paragraph>Dear {contact.fullName},</Paragraph>
      <Paragraph>
        Here is your link to sign in to {organisationName}&apos;s business account, as you asked. It works once, for the
        next {minutes} minutes. Keep it to yourself.
      </Paragraph>
      <ActionButton href={signInUrl}>Sign in</ActionButton>
      <Paragraph>If you did not ask for this, you can ignore this e-mail.</Paragraph>
    </EmailLayout>,
  );
}
