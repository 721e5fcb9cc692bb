import type { SiteInfo } from "#app/shared/site-info";
import { complaintsPolicy } from "./complaints-policy";
import { cookiesPolicy } from "./cookies-policy";
import { privacyPolicy } from "./privacy-policy";
import type { Policy } from "./policy-types";
import { refundsPolicy } from "./refunds-policy";
import { safeguardingPolicy } from "./safeguarding-policy";
import { termsPolicy } from "./terms-policy";

/** The six policies in tab order (SPEC §2 /policies), written from the site's own contact details. */
export function buildPolicies(site: SiteInfo): Policy[] {
  return [
    termsPolicy(site),
    refundsPolicy(site),
    complaintsPolicy(site),
    safeguardingPolicy(site),
    privacyPolicy(site),
    cookiesPolicy(site),
  ];
}
