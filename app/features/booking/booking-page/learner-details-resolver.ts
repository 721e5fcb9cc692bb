import { zodResolver } from "@hookform/resolvers/zod";
import { learnerDetailsFormSchema } from "#app/features/learners/learner-details-schema";
import type { LearnerDetailsContext } from "#app/features/learners/learner-details-rules";

export const learnerDetailsResolver = (context: LearnerDetailsContext) =>
  zodResolver(learnerDetailsFormSchema(context));
