import type { SiteInfo } from "#app/shared/site-info";
import { POLICY_FIGURES as F } from "./policy-figures";
import type { Policy } from "./policy-types";

export function complaintsPolicy(site: SiteInfo): Policy {
  return {
    id: "complaints",
    label: "Complaints",
    title: "Complaints & Appeals",
    summary:
      "We want every learner to have a good experience. If something has gone wrong, please tell us so we can put it right.",
    sections: [
      {
        heading: "Making a complaint",
        points: [
          "Most concerns can be sorted out quickly by speaking to your trainer on the day. If that does not resolve things, make a formal complaint.",
          `Raise your complaint within ${F.complaintRaiseWorkingDays} working days of the issue, by e-mail to ${site.email}, by phone on ${site.phone}, or by post to ${site.address}.`,
          "Tell us your name, the course and date, what happened, and what you would like us to do.",
          "You can ask someone else, such as a friend or an adviser, to complain on your behalf if you tell us in writing that they may.",
        ],
      },
      {
        heading: "What happens next",
        points: [
          `We acknowledge your complaint within ${F.complaintAcknowledgeWorkingDays} working days.`,
          "A manager who was not involved in the matter investigates it and may contact you for more information.",
          `We resolve your complaint and send you our written response within ${F.complaintResolveWorkingDays} working days of receiving it.`,
          "We keep a record of every complaint and review them regularly to improve our courses and service.",
        ],
      },
      {
        heading: "Appeals",
        points: [
          `If you are not satisfied with our response, you can appeal within ${F.appealWorkingDays} working days of receiving it. A senior member of staff who has not dealt with your complaint reviews the whole case and gives you a final written decision.`,
          `To appeal an assessment decision, contact us within ${F.appealWorkingDays} working days of receiving your result. We review how the assessment was conducted and marked, and pass the appeal to the awarding body where its rules require.`,
        ],
      },
      {
        heading: "Taking it further",
        points: [
          "If your complaint is about a qualification or assessment and you remain unhappy after our final decision, you can take it to the awarding body that issues the qualification, and then to Ofqual, the qualifications regulator in England.",
          "Questions about your SIA licence application are for the Security Industry Authority itself.",
          "Making a complaint will never affect how we treat you, your assessment or your results.",
        ],
      },
    ],
  };
}
