import type { SiteInfo } from "#app/shared/site-info";
import { POLICY_FIGURES as F } from "./policy-figures";
import type { Policy } from "./policy-types";

export function refundsPolicy(site: SiteInfo): Policy {
  return {
    id: "refunds",
    label: "Refunds",
    title: "Cancellations & Refunds",
    summary: "Plans change. This policy explains what you get back if you cancel, and what happens if we cancel.",
    sections: [
      {
        heading: "Cancelling your booking",
        points: [
          `Cancel from your booking page (every e-mail we send you links to it), which shows what you will get back before you confirm, or tell us in writing by e-mailing ${site.email}. We use the date you cancel, or the date we receive your message, to work out any refund.`,
          `${F.fullRefundDays} days or more before the start date: a full refund.`,
          `Fewer than ${F.fullRefundDays} days but at least ${F.partRefundDays} days before the start date: a ${F.partRefundPercent}% refund (rounded down to the penny).`,
          `Fewer than ${F.partRefundDays} days before the start date, or if you do not attend: no refund.`,
          `If you paid a deposit, the ${F.deposit} deposit is non-refundable: the refunds above apply to what you have paid beyond it.`,
        ],
      },
      {
        heading: "Group bookings",
        points: [
          `When ${F.groupDiscountMinLearners} or more learners are on one booking for the same date, each learner's place gets our group discount, shown with the total before you pay.`,
          "If you later cancel some of the learners, the others keep the group discount, however few remain.",
          "The refund rules above apply to each learner you cancel, on that learner's share of what you have paid, counted from the day you cancel them.",
          "If your business pays by invoice, we send a credit note for the part of a cancelled learner's price you no longer owe, and refund anything you have already paid beyond what is still owed.",
        ],
      },
      {
        heading: "Your cooling-off period",
        points: [
          `If you booked online or by phone as a consumer, the Consumer Contracts Regulations 2013 give you ${F.coolingOffDays} days from booking to change your mind.`,
          "Cancel within that period and before your course starts, and we will refund everything you have paid, including any deposit.",
          "If you ask us to start your course within the cooling-off period and then cancel, we may deduct the cost of the training already delivered.",
        ],
      },
      {
        heading: "Changing your date",
        points: [
          `You can move your booking once, free, to another date of the same course with a free seat, from your booking page, up to ${F.dateChangeLastDays} days before your course starts. Later than that, or for a second change, call us.`,
          "If the new date costs more, the difference is added to what you owe; if it costs less, we refund what you have paid beyond its price.",
          `Approved businesses may substitute a different learner at no charge, from their booking page, up to ${F.substitutionLastDays} days before the course starts, provided the new learner meets the course's entry requirements.`,
        ],
      },
      {
        heading: "If we cancel",
        points: [
          "If we cancel or reschedule your course, you can choose a new date or a full refund of everything you have paid, including any deposit.",
          "We e-mail you at once, and you choose on your booking page: a new date of the same course at no extra cost, or your money back. If you have not chosen by the original start date, we refund you in full.",
          "We are not responsible for travel or accommodation costs you have arranged, so we recommend booking refundable travel.",
        ],
      },
      {
        heading: "Retakes",
        points: [
          `If you do not pass, you do not need a refund to try again: one free retake is included with each booking, to be taken within ${F.freeRetakeMonths} months of your original course date.`,
        ],
      },
      {
        heading: "How refunds are paid",
        points: [
          "Refunds are made to the card or account you paid from, within 14 days of our confirming your cancellation.",
          "Invoice customers receive a credit note, or a refund if the invoice has already been paid.",
        ],
      },
    ],
  };
}
