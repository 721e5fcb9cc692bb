export const POLICY_IDS = ["terms", "refunds", "complaints", "safeguarding", "privacy", "cookies"] as const;
export type PolicyId = (typeof POLICY_IDS)[number];

export type PolicySection = { heading: string; points: string[] };

export type Policy = {
  id: PolicyId;
  /** The tab's label. */
  label: string;
  /** The panel's heading. */
  title: string;
  summary: string;
  sections: PolicySection[];
};

/** The policy a URL hash names ('#privacy' → 'privacy'), or null for anything else. */
export function policyIdFromHash(hash: string): PolicyId | null {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ""));
  } catch {
    return null; // a malformed escape such as '#%E0'
  }
  return (POLICY_IDS as readonly string[]).includes(id) ? (id as PolicyId) : null;
}
