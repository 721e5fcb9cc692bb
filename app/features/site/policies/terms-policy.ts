import type { SiteInfo } from "#app/shared/site-info";
import { POLICY_FIGURES as F } from "./policy-figures";
import type { Policy } from "./policy-types";

export function termsPolicy(site: SiteInfo): Policy {
  return {
    id: "terms",
    label: "Terms & Conditions",
    title: "Terms & Conditions",
    summary: `These terms apply to every course booked with ${site.name}, whether online, by phone or by invoice. Please read them with our Refunds and Privacy policies before you book.`,
    sections: [
      {
        heading: "Your booking",
        points: [
          `"We", "us" and "our" mean ${site.name}, ${site.address}. "You" means the person or organisation making the booking.`,
          "A booking is a contract between you and us. It starts when we confirm your place by e-mail, which we do once your payment or your approved invoice order has been received.",
          "Course prices are shown in pounds sterling and include training materials and exam fees. There are no hidden charges.",
          "Please check that you meet the entry requirements listed on the course page before booking, including any prerequisite qualification.",
          "Nothing in these terms affects your statutory rights as a consumer under the Consumer Rights Act 2015.",
        ],
      },
      {
        heading: "Payment",
        points: [
          `For courses priced over ${F.depositPriceThreshold} that start more than ${F.balanceDueDays} days after you book, you can secure your place with a ${F.deposit} non-refundable deposit.`,
          `The remaining balance is due ${F.balanceDueDays} days before the course start date. If it is not paid by then, we may release your place to another learner and keep the deposit.`,
          `Courses priced at ${F.depositPriceThreshold} or less, and any course starting within ${F.balanceDueDays} days, must be paid in full when you book.`,
          "Card payments are taken by our payment provider over a secure connection. We never see or store your full card number.",
        ],
      },
      {
        heading: "Group and business bookings",
        points: [
          `Group discounts are available when ${F.groupDiscountMinLearners} or more learners book onto the same course. Contact us for a quotation.`,
          `Approved businesses can pay by invoice on ${F.invoiceTermsDays}-day terms from the invoice date. We approve invoice accounts at our discretion and may carry out credit checks.`,
          "The organisation that books is responsible for payment, even if a named learner does not attend.",
        ],
      },
      {
        heading: "Attending your course",
        points: [
          "Arrive on time for every session. Licence-linked qualifications set minimum guided learning hours, so missed time must be made up before you can sit your exams.",
          "On the first day bring photo ID (a passport or driving licence) and proof of your right to work in the UK. Courses with prerequisites also need a valid first aid certificate.",
          "We may refuse entry to, or remove from the course without refund, anyone who is under the influence of alcohol or drugs, or whose behaviour is abusive, threatening or discriminatory.",
        ],
      },
      {
        heading: "Results and retakes",
        points: [
          `Results are normally issued within ${F.resultsWorkingDays} working days of your final assessment.`,
          `If you do not pass an exam, you can retake it free of charge within ${F.freeRetakeMonths} months of your original course date. Free retakes are limited to one per booking.`,
          "Passing a qualification does not in itself give you an SIA licence. You apply to the Security Industry Authority separately, and the SIA makes its own identity and criminal record checks.",
        ],
      },
      {
        heading: "If we need to change your course",
        points: [
          "Occasionally we may have to reschedule or cancel a course, for example because of trainer illness or too few bookings. We will tell you as soon as we can.",
          "If we cancel, you can choose another date or a full refund of everything you have paid, including any deposit.",
          "If you need to cancel or change your booking, our Refunds policy explains what happens.",
        ],
      },
      {
        heading: "Our responsibility to you",
        points: [
          "We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or failing to use reasonable care and skill.",
          "We are not responsible for loss of business, income or opportunity, or for loss that was not foreseeable.",
          "We do not exclude or limit our liability for death or personal injury caused by our negligence, or for fraud.",
          "These terms are governed by the law of England and Wales.",
        ],
      },
    ],
  };
}
