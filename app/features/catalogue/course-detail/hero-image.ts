// SPEC §2: the course page's hero background depends on the course title.
export const HERO_IMAGES = {
  security: "/images/courses/security.webp",
  firstAid: "/images/courses/first-aid.webp",
  cctv: "/images/courses/cctv.webp",
} as const;

/** Intrinsic size of the hero images, so the browser reserves their box before they load. */
export const HERO_IMAGE_SIZE = { width: 1600, height: 600 } as const;

const rules: { words: string[]; image: string }[] = [
  { words: ["Door Supervisor", "Top-Up", "Refresher", "Security Guard"], image: HERO_IMAGES.security },
  { words: ["First Aid"], image: HERO_IMAGES.firstAid },
  // 'Security Guarding' also contains 'Security Guard', so the first rule wins
  // for it, as in the spec's order; the entry documents the spec's wording.
  { words: ["CCTV", "Security Guarding"], image: HERO_IMAGES.cctv },
];

/** The hero image for a course title: the first rule whose word the title contains, else the security image. */
export function heroImageFor(title: string): string {
  const lower = title.toLowerCase();
  const rule = rules.find((r) => r.words.some((word) => lower.includes(word.toLowerCase())));
  return rule?.image ?? HERO_IMAGES.security;
}
