/** What to bring on the first day (SPEC §9). */
export function firstDayRequirements(courseHasPrerequisites: boolean): string[] {
  return [
    "Photo ID (passport or driving licence)",
    "Proof of right to work in the UK",
    ...(courseHasPrerequisites ? ["A valid first aid certificate"] : []),
  ];
}
