// What the staff overview panel shows (SPEC §2 /admin analytics).
export type AdminAnalytics = {
  totalLeads: number;
  activeCourses: number;
  /** Active instances starting today or later. */
  scheduledInstances: number;
  /** Seats taken (decision 003) across instances and available dates from today on, cancelled ones aside. */
  totalEnrolment: number;
};
