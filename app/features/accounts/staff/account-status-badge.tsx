import { Badge, type BadgeTone } from "#app/shared/staff/status-badge";
import { ACCOUNT_STATUS_LABELS, type AccountStatus } from "./staff-schema";

const TONES: Record<AccountStatus, BadgeTone> = {
  applicant: "warning",
  approved: "positive",
  declined: "muted",
  "on-hold": "danger",
};

export function AccountStatusBadge({ status }: { status: AccountStatus }) {
  return <Badge tone={TONES[status]}>{ACCOUNT_STATUS_LABELS[status]}</Badge>;
}
