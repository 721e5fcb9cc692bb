import { Link, Section, Text } from "@react-email/components";
import { EmailLayout, Paragraph, textStyle } from "./email-layout";
import { formatDate, formatPoundsExact } from "./email-format";
import type { MessageSite, OverdueLine, RenderedEmail } from "./message-data";
import { renderEmail } from "./render-email";

/** The staff's daily list of balances past their due date (issue 13). Nothing is cancelled automatically. */
export function overdueDigestEmail(lines: OverdueLine[], site: MessageSite, today: string): Promise<RenderedEmail> {
  const total = formatPoundsExact(lines.reduce((sum, line) => sum + line.amountOwed, 0));
  const count = `${lines.length} booking${lines.length === 1 ? "" : "s"}`;
  return renderEmail(
    `Overdue balances: ${count}, ${total} in total`,
    <EmailLayout site={site} preview={`${count} with an overdue balance, ${total} in total.`}>
      <Paragraph>
        On {formatDate(today)}, {count} have a balance past its due date, {total} in total. Each can be given more time,
        paid by a recorded payment, reminded, or released from the booking's page in the admin area.
      </Paragraph>
      {lines.map((line) => (
        <Section key={line.reference} style={{ borderTop: "1px solid #e2e8f0", padding: "10px 0" }}>
          <Text style={{ ...textStyle, margin: 0 }}>
            <Link href={line.adminUrl} style={{ color: "#1d4ed8", fontWeight: 700 }}>
              {line.reference}
            </Link>{" "}
            {line.fullName}, {line.phone}
            <br />
            {line.courseTitle}, starts {formatDate(line.startDate)}
            <br />
            Owes {formatPoundsExact(line.amountOwed)}, due {formatDate(line.balanceDueDate)}
          </Text>
        </Section>
      ))}
      <Paragraph>
        <strong>Total overdue: {total}</strong>
      </Paragraph>
    </EmailLayout>,
  );
}
