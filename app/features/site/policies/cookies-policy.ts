import type { SiteInfo } from "#app/shared/site-info";
import type { Policy } from "./policy-types";

export function cookiesPolicy(site: SiteInfo): Policy {
  return {
    id: "cookies",
    label: "Cookies",
    title: "Cookie Policy",
    summary:
      "Cookies are small files a website stores in your browser. We keep their use to the minimum needed for this site to work.",
    sections: [
      {
        heading: "Strictly necessary cookies only",
        points: [
          "We use only strictly necessary cookies. We do not use analytics, advertising or social media tracking cookies, and we do not track you across other websites.",
          "Because strictly necessary cookies are exempt from consent under the Privacy and Electronic Communications Regulations (PECR), we do not show a cookie banner.",
        ],
      },
      {
        heading: "What we store",
        points: [
          "Session cookie: set only when a member of staff signs in to the admin area, to keep them signed in. It expires when they sign out or the session ends. Visitors who do not sign in never receive it.",
          "Booking progress: while you book, your browser's local storage holds the course and date you chose and the details you entered, so that the checkout and payment pages can continue where you left off. It stays on your device and is cleared when your booking is confirmed.",
          "When you pay by card, our card payment provider may set cookies that are strictly necessary to process your payment securely and prevent fraud.",
        ],
      },
      {
        heading: "Managing cookies",
        points: [
          "You can view and delete cookies and local storage in your browser's settings at any time.",
          "If you block them, you can still browse the site, but booking and staff sign-in may not work.",
          `Questions about this policy? E-mail ${site.privacyEmail}.`,
        ],
      },
    ],
  };
}
