import type { SiteInfo } from "#app/shared/site-info";
import { IDENTITY_DOCUMENTS, RETENTION } from "#app/features/learners/regulations";
import type { Policy } from "./policy-types";

const years = (count: number) => `${count} year${count === 1 ? "" : "s"}`;

export function privacyPolicy(site: SiteInfo): Policy {
  return {
    id: "privacy",
    label: "Privacy",
    title: "Privacy Notice",
    summary: `How ${site.name} collects, uses and protects your personal data under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.`,
    sections: [
      {
        heading: "Who we are",
        points: [
          `${site.name}, ${site.address}, is the controller of the personal data described here.`,
          `For any question about your data, contact us at ${site.privacyEmail}.`,
        ],
      },
      {
        heading: "What we collect",
        points: [
          "Enquiries: your name, e-mail address, phone number and message when you contact us.",
          "Bookings: your name, e-mail address, phone number, postal address and postcode, any notes you add, the course and date you choose, and the amount and type of payment.",
          "Training records: attendance, assessment results and the details the awarding body needs to register you and issue your certificate: your name as on your ID, your date of birth and, for refresher and top-up courses, your SIA licence number and expiry date.",
          `Before your course starts we check your identity documents, as the awarding body requires: ${IDENTITY_DOCUMENTS.groupANeeded} from Group A and ${IDENTITY_DOCUMENTS.groupBNeeded} from Group B. We record only which types of document we saw, never their numbers, and we keep no copies.`,
          "For door supervisor and security officer courses: the first aid qualification you tell us about (which, who issued it and when) and whether we saw and verified your certificate.",
          "We do not receive or store your full card details: payments are handled by our card payment provider.",
        ],
      },
      {
        heading: "Why we use it",
        points: [
          "To arrange and deliver your training and certification: this is necessary for our contract with you.",
          "To keep the records that tax law and our awarding body require: this is a legal obligation.",
          "To answer your enquiries and improve our courses: these are our legitimate interests, which we balance against your rights.",
          "We send marketing e-mails only if you have asked us to, and you can opt out at any time.",
          "Renewal reminders before your first aid certificate or SIA licence expires: only if you tick the box when you book or on your booking page. Every reminder has a link that stops them, without logging in.",
        ],
      },
      {
        heading: "Who we share it with",
        points: [
          "The awarding body, to register you for assessment and issue your qualification; it reports qualification results to the Security Industry Authority for licensing.",
          "Our card payment provider, e-mail and IT hosting providers, under contracts that require them to protect your data and use it only on our instructions.",
          "We never sell your personal data. Where a provider processes data outside the UK, we make sure appropriate safeguards, such as the UK International Data Transfer Agreement, are in place.",
        ],
      },
      {
        heading: "How long we keep it",
        points: [
          "Enquiries that do not lead to a booking: 12 months from our last contact with you.",
          `Identity-check records and first aid evidence: ${years(RETENTION.identityAndFirstAidYears)} after the last day of your course, then deleted.`,
          `Booking, payment and training records: ${years(RETENTION.personalDetailsYearsAfterLastBooking)} after your last booking, to meet tax and awarding body audit requirements; then your personal details are anonymised and the accounts keep only their figures.`,
          "Staff login accounts: for as long as the member of staff needs access.",
          "When data is no longer needed we delete it securely or anonymise it.",
        ],
      },
      {
        heading: "Your rights",
        points: [
          "You have the right to access your data, to have it corrected or erased, to restrict or object to its use, and to receive it in a portable format.",
          "Where we rely on your consent, you can withdraw it at any time.",
          `To exercise any of these rights, e-mail ${site.privacyEmail}. We respond within one month and there is normally no charge.`,
          "If you are unhappy with how we have handled your data, you can complain to the Information Commissioner's Office (ICO) at ico.org.uk or on 0303 123 1113. We would appreciate the chance to put things right first.",
        ],
      },
      {
        heading: "Keeping your data safe",
        points: [
          "Our website uses encrypted connections, and access to personal data is limited to staff who need it for their work.",
        ],
      },
    ],
  };
}
