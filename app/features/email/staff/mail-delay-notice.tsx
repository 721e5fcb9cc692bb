// Mail more than 5 minutes behind is shown to staff at the top of /admin, beside the failed tasks (issue 20), so a
// slow or unreachable mail server is noticed before customers ask where their confirmation or offer is.
import { formatInstantWithTime } from "#app/shared/staff/staff-format";
import { LateWorkNotice } from "#app/shared/staff/late-work-notice";
import { mailDelayWarning, type MailStatus } from "./mail-status";

export const MAIL_STATUS_QUERY_KEY = ["admin", "mail", "status"];

export default function MailDelayNotice() {
  return (
    <LateWorkNotice<MailStatus>
      queryKey={MAIL_STATUS_QUERY_KEY}
      path="/api/admin/mail/status"
      warningOf={mailDelayWarning}
      detailOf={(status) =>
        `${status.oldestQueuedAt ? `The oldest was queued ${formatInstantWithTime(status.oldestQueuedAt)}. ` : ""}` +
        "Messages are kept and sent as soon as the mail server answers; if this lasts, please tell whoever runs the site."
      }
    />
  );
}
