export const NAV_LINKS = [
  { to: "/courses", label: "Courses" },
  { to: "/schedule", label: "Schedule" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
] as const;
