import { describe, expect, it } from "vitest";
import { HERO_IMAGES, heroImageFor } from "./hero-image";

describe("heroImageFor", () => {
  it.each([
    ["SIA Door Supervisor", HERO_IMAGES.security],
    ["Door Supervisor Top-Up Refresher", HERO_IMAGES.security],
    ["Top-Up Training", HERO_IMAGES.security],
    ["Licence Refresher", HERO_IMAGES.security],
    ["Security Guard Basics", HERO_IMAGES.security],
    ["Emergency First Aid at Work (EFAW)", HERO_IMAGES.firstAid],
    ["first aid at work", HERO_IMAGES.firstAid],
    ["SIA CCTV Operator (Public Space Surveillance)", HERO_IMAGES.cctv],
    // Contains 'Security Guard' too, and that rule comes first.
    ["Security Guarding", HERO_IMAGES.security],
    ["SIA Security Officer", HERO_IMAGES.security],
    ["", HERO_IMAGES.security],
  ])("%j → %s", (title, image) => {
    expect(heroImageFor(title)).toBe(image);
  });
});
