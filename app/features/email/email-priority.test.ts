import { describe, expect, it } from "vitest";
import { waitlistKind } from "#app/features/waitlist/waitlist-links.server";
import { EMAIL_PRIORITY, emailPriority } from "./email-priority";

describe("which messages go first (issue 20)", () => {
  it.each([
    ["booking-confirmation", EMAIL_PRIORITY.first],
    ["receipt:7f0c2a0e-1c1f-4a55-9f5e-0d6b1c2a3b4c", EMAIL_PRIORITY.first],
    ["refund-paid:7f0c2a0e-1c1f-4a55-9f5e-0d6b1c2a3b4c", EMAIL_PRIORITY.first],
    ["money-returned:7f0c2a0e-1c1f-4a55-9f5e-0d6b1c2a3b4c", EMAIL_PRIORITY.first],
    ["staff-alert:late-payment", EMAIL_PRIORITY.first],
    ["booking-cancelled", EMAIL_PRIORITY.first],
    ["date-changed:7f0c2a0e-1c1f-4a55-9f5e-0d6b1c2a3b4c", EMAIL_PRIORITY.first],
    ["date-cancelled:2030-01-01", EMAIL_PRIORITY.first],
    [waitlistKind("offer", "7f0c2a0e-1c1f-4a55-9f5e-0d6b1c2a3b4c"), EMAIL_PRIORITY.first],
    [waitlistKind("lapsed", "7f0c2a0e-1c1f-4a55-9f5e-0d6b1c2a3b4c"), EMAIL_PRIORITY.first],
    ["booking-link:1764000000000", EMAIL_PRIORITY.first],
    [waitlistKind("joined", "7f0c2a0e-1c1f-4a55-9f5e-0d6b1c2a3b4c"), EMAIL_PRIORITY.first],
    [waitlistKind("closed", "7f0c2a0e-1c1f-4a55-9f5e-0d6b1c2a3b4c"), EMAIL_PRIORITY.normal],
    ["something-new", EMAIL_PRIORITY.normal],
    ["balance-reminder-first:2030-01-01", EMAIL_PRIORITY.last],
    ["balance-reminder-last:2030-01-01", EMAIL_PRIORITY.last],
    ["balance-due-today:2030-01-01", EMAIL_PRIORITY.last],
    ["balance-overdue:2030-01-01", EMAIL_PRIORITY.last],
    ["balance-reminder-by-staff:1764000000000", EMAIL_PRIORITY.last],
    ["joining-instructions:2030-01-01", EMAIL_PRIORITY.last],
    ["see-you-tomorrow:2030-01-01", EMAIL_PRIORITY.last],
    ["overdue-digest:2030-01-01", EMAIL_PRIORITY.last],
  ])("gives %s priority %i", (kind, priority) => {
    expect(emailPriority(kind)).toBe(priority);
  });
});
