import { describe, expect, it } from "vitest";
import type { SiteInfo } from "#app/shared/site-info";
import { buildPolicies } from "./policies-content";
import { refundPercentFor } from "./policy-figures";
import { POLICY_IDS, policyIdFromHash, type PolicyId } from "./policy-types";

const site: SiteInfo = {
  name: "Test Academy",
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
    ["complaints", "within 10 working days of the issue"],
    ["complaints", "We acknowledge your complaint within 2 working days"],
    ["complaints", "within 15 working days of receiving it"],
    ["complaints", "you can appeal within 10 working days"],
    ["privacy", "UK GDPR"],
    ["privacy", "Information Commissioner's Office (ICO)"],
    ["privacy", "How long we keep it"],
    ["privacy", "Your rights"],
    ["privacy", "privacy@example.org"],
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

describe("refundPercentFor", () => {
  it.each([
    [60, 100],
    [15, 100],
    [14, 100],
    [13, 50],
    [8, 50],
    [7, 50],
    [6, 0],
    [1, 0],
    [0, 0],
  ])("cancelling %i days before the start refunds %i%%", (days, percent) =>
    expect(refundPercentFor(days)).toBe(percent),
  );
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
