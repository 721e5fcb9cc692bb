import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import MailDelayNotice, { MAIL_STATUS_QUERY_KEY } from "./mail-delay-notice";
import { mailDelayWarning, type MailStatus } from "./mail-status";

const status = (pending: number, secondsBehind: number): MailStatus => ({
  pending,
  secondsBehind,
  oldestQueuedAt: pending ? new Date(Date.now() - secondsBehind * 1000).toISOString() : null,
});

describe("the mail delay warning", () => {
  it.each([
    ["nothing waiting", status(0, 0), null],
    ["a message queued a moment ago", status(1, 4), null],
    ["exactly 5 minutes behind", status(3, 300), null],
    ["just over 5 minutes behind", status(3, 301), "E-mail is 5 minutes behind: 3 e-mails are waiting to go out."],
    [
      "one message 12 minutes behind",
      status(1, 12 * 60 + 30),
      "E-mail is 12 minutes behind: 1 e-mail is waiting to go out.",
    ],
    ["hours behind", status(40, 3 * 3600 + 100), "E-mail is 3 hours behind: 40 e-mails are waiting to go out."],
  ])("%s", (_case, figures, expected) => {
    expect(mailDelayWarning(figures)).toBe(expected);
  });

  it("is not shown before the figures arrive", () => {
    expect(mailDelayWarning(undefined)).toBeNull();
  });

  function render(figures: MailStatus) {
    const client = new QueryClient();
    client.setQueryData(MAIL_STATUS_QUERY_KEY, figures);
    return renderToString(
      <QueryClientProvider client={client}>
        <MailDelayNotice />
      </QueryClientProvider>,
    );
  }

  it("renders an alert for staff when mail is more than 5 minutes behind, and nothing otherwise", () => {
    const html = render(status(2, 9 * 60));
    expect(html).toContain('role="alert"');
    expect(html).toContain("E-mail is 9 minutes behind: 2 e-mails are waiting to go out.");
    expect(render(status(2, 60))).toBe("");
  });
});
