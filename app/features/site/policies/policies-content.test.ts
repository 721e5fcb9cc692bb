import { describe, expect, it } from "vitest";
import type { SiteInfo } from "#app/shared/site-info";
import { buildPolicies } from "./policies-content";
import { REFUND_POLICY, refundPercentFor } from "#app/features/booking/booking-policy";
import { POLICY_IDS, policyIdFromHash, type PolicyId } from "./policy-types";
import { RETENTION } from "#app/features/learners/regulations";

const site: SiteInfo = {
  name: "Test Academy",
  url: "https://www.example.co.uk",
  phone: "01632 960 000",
  phoneHref: "tel:01632960000",
  email: "hello@example.org",
  privacyEmail: "privacy@example.org",
  chatHref: "https://wa.me/447700900000",
  address: "1 Test Street, Oxford OX1 1AA",
  mapQuery: "Oxford",
  mapLat: 51.75,
  mapLng: -1.25,
  social: [],
};

const policies = buildPolicies(site);
const textOf = (id: PolicyId) => {
  const policy = policies.find((p) => p.id === id);
  if (!policy) throw new Error(`no ${id} policy`);
  return [policy.summary, ...policy.sections.flatMap((s) => [s.heading, ...s.points])].join("\n");
};

describe("buildPolicies", () => {
  it("has the six policies in tab order, each with sections of points", () => {
    expect(policies.map((p) => p.id)).toEqual([...POLICY_IDS]);
    for (const policy of policies) {
      expect(policy.sections.length).toBeGreaterThan(0);
      for (const section of policy.sections) expect(section.points.length).toBeGreaterThan(0);
    }
  });

  // SPEC §9's figures, quoted exactly where a learner would look for them.
  it.each<[PolicyId, string]>([
    ["terms", "within 5-7 working days"],
    ["terms", "5 or more learners"],
    ["terms", "invoice on 30-day terms"],
    ["terms", "£100 non-refundable deposit"],
    ["terms", "The remaining balance is due 7 days before the course start date"],
    ["terms", "free of charge within 6 months"],
    ["terms", "Free retakes are limited to one per booking"],
    ["refunds", "14 days or more before the start date: a full refund"],
    ["refunds", "Fewer than 14 days but at least 7 days before the start date: a 50% refund"],
    ["refunds", "Fewer than 7 days before the start date, or if you do not attend: no refund"],
    ["refunds", "the £100 deposit is non-refundable"],
    ["refunds", "Cancel from your booking page"],
    ["refunds", "up to 8 days before your course starts"],
    // Issue 24: several learners on one booking.
    ["refunds", "Group bookings"],
    ["refunds", "5 or more learners are on one booking for the same date"],
    ["refunds", "the others keep the group discount"],
    ["refunds", "The refund rules above apply to each learner you cancel"],
    ["complaints", "within 10 working days of the issue"],
    ["complaints", "We acknowledge your complaint within 2 working days"],
    ["complaints", "within 15 working days of receiving it"],
    ["complaints", "you can appeal within 10 working days"],
    ["privacy", "UK GDPR"],
    ["privacy", "Information Commissioner's Office (ICO)"],
    ["privacy", "How long we keep it"],
    ["privacy", "Your rights"],
    ["privacy", "privacy@example.org"],
    // The periods and the document counts come from regulations.ts (issue 23).
    [
      "privacy",
      `Identity-check records and first aid evidence: ${RETENTION.identityAndFirstAidYears} years after the last day of your course`,
    ],
    ["privacy", `${RETENTION.personalDetailsYearsAfterLastBooking} years after your last booking`],
    ["privacy", "We record only which types of document we saw, never their numbers, and we keep no copies."],
    ["privacy", "Every reminder has a link that stops them, without logging in."],
    ["cookies", "We use only strictly necessary cookies"],
    ["cookies", "We do not use analytics, advertising"],
    ["cookies", "Session cookie"],
    ["cookies", "local storage"],
  ])("the %s policy says %j", (id, text) => expect(textOf(id)).toContain(text));

  it("writes the site's own contact details into the policies", () => {
    expect(textOf("complaints")).toContain("hello@example.org");
    expect(textOf("complaints")).toContain("01632 960 000");
    expect(textOf("terms")).toContain("Test Academy");
  });
});

describe("the refunds policy and the refund rule", () => {
  it("promise the same bands: the page quotes the rule's figures, and the rule pays what the page says", () => {
    const F = REFUND_POLICY;
    const text = textOf("refunds");
    expect(text).toContain(`${F.fullRefundDays} days or more before the start date: a full refund`);
    expect(text).toContain(`at least ${F.partRefundDays} days before the start date: a ${F.partRefundPercent}% refund`);
    expect(text).toContain(
      `Fewer than ${F.partRefundDays} days before the start date, or if you do not attend: no refund`,
    );
    expect(text).toContain(`give you ${F.coolingOffDays} days from booking`);
    expect(
      [F.fullRefundDays, F.fullRefundDays - 1, F.partRefundDays, F.partRefundDays - 1].map(refundPercentFor),
    ).toEqual([100, F.partRefundPercent, F.partRefundPercent, 0]);
  });
});

describe("policyIdFromHash", () => {
  it.each<[string, PolicyId | null]>([
    ["#terms", "terms"],
    ["#refunds", "refunds"],
    ["#complaints", "complaints"],
    ["#safeguarding", "safeguarding"],
    ["#privacy", "privacy"],
    ["#cookies", "cookies"],
    ["cookies", "cookies"],
    ["", null],
    ["#", null],
    ["#Privacy", null],
    ["#main", null],
    ["#%E0", null],
  ])("%j → %j", (hash, id) => expect(policyIdFromHash(hash)).toBe(id));
});
