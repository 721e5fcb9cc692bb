import type { SiteInfo } from "#app/shared/site-info";
import type { Policy } from "./policy-types";

export function safeguardingPolicy(site: SiteInfo): Policy {
  return {
    id: "safeguarding",
    label: "Safeguarding",
    title: "Safeguarding",
    summary:
      "Everyone who trains with us has the right to learn in a safe, respectful environment. Safeguarding is everyone's responsibility, and ours first.",
    sections: [
      {
        heading: "Our commitment",
        points: [
          "We take all reasonable steps to protect learners, staff and visitors from abuse, neglect, harassment and exploitation.",
          "Our courses are designed for adults. If a learner aged under 18, or an adult at risk, attends a course, we apply the extra precautions in this policy and agree any support they need before the course starts.",
          "We treat everyone fairly, in line with the Equality Act 2010, and do not tolerate bullying, harassment or discrimination of any kind.",
        ],
      },
      {
        heading: "Our staff",
        points: [
          "Every trainer holds a current enhanced Disclosure and Barring Service (DBS) check and completes safeguarding training, refreshed regularly.",
          "Our Designated Safeguarding Lead is responsible for this policy, for training staff in it and for acting on every concern raised.",
          "Staff follow the Prevent duty guidance and know how to recognise and report concerns about radicalisation.",
        ],
      },
      {
        heading: "Raising a concern",
        points: [
          "If you are worried about your own safety or someone else's, tell your trainer or contact our Designated Safeguarding Lead straight away.",
          `You can reach the Designated Safeguarding Lead in confidence on ${site.phone} or at ${site.email}, marking your message "Safeguarding".`,
          "If someone is in immediate danger, call 999 first.",
        ],
      },
      {
        heading: "How we respond",
        points: [
          "We listen, take every concern seriously, and record what we are told and the action we take.",
          "We cannot promise to keep a concern secret if someone is at risk of harm, but we share information only with those who need it to keep people safe.",
          "Where needed, we refer concerns to the local authority's safeguarding team or the police, following the local safeguarding partnership's procedures.",
        ],
      },
      {
        heading: "Learning online",
        points: [
          "The same standards apply to online sessions and course messaging. Trainers never contact learners through personal social media accounts.",
          "We review this policy every year, and sooner if the law or guidance changes.",
        ],
      },
    ],
  };
}
