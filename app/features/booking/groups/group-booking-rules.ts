// What a booking of several learners may not carry (issue 24, decision 027): the first-aid bundle is one learner's two
// courses, and on a course that needs a first aid certificate each learner of a group declares on their own page.

export const GROUP_BOOKING_MESSAGES = {
  bundle:
    "A first aid course can be added to a booking for one learner only. Please book it for each learner on its own.",
  firstAid:
    "Each learner of a group booking tells us about their first aid certificate on their own page: leave it out here.",
} as const;
