// The frame every e-mail shares (issue 13): the academy's colours, phone-width friendly, and a footer that says who
// wrote and how to reach them. The plain-text part is rendered from the same components.
import { Body, Button, Container, Head, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import type { MessageSite } from "./message-data";

const NAVY = "#13244f";
const BLUE = "#1d4ed8";
const font = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

// A long word (an address, a reference, a link) wraps rather than widening the message past a phone's screen (issue
// 21, L5).
const wrapAnywhere = { overflowWrap: "anywhere", wordBreak: "break-word" } as const;

export const textStyle = {
  fontSize: "16px",
  lineHeight: "26px",
  color: "#0f172a",
  margin: "0 0 14px",
  ...wrapAnywhere,
};

export function EmailLayout({ site, preview, children }: { site: MessageSite; preview: string; children: ReactNode }) {
  return (
    <Html lang="en-GB">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: "#f1f5f9", fontFamily: font, margin: 0, padding: "16px 0" }}>
        <Container style={{ maxWidth: "600px", backgroundColor: "#ffffff", borderRadius: "8px", overflow: "hidden" }}>
          <Section style={{ backgroundColor: NAVY, padding: "18px 24px" }}>
            <Text style={{ color: "#ffffff", fontSize: "18px", fontWeight: 700, margin: 0, ...wrapAnywhere }}>
              {site.name}
            </Text>
          </Section>
          <Section style={{ padding: "24px" }}>{children}</Section>
          <Hr style={{ borderColor: "#e2e8f0", margin: 0 }} />
          <Section style={{ padding: "16px 24px" }}>
            <Text style={{ fontSize: "13px", lineHeight: "20px", color: "#475569", margin: 0, ...wrapAnywhere }}>
              {site.name}, {site.address}
              <br />
              {site.phone} ·{" "}
              <Link href={`mailto:${site.email}`} style={{ color: BLUE }}>
                {site.email}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={textStyle}>{children}</Text>;
}

export function Heading({ children }: { children: ReactNode }) {
  return (
    <Text style={{ ...textStyle, fontSize: "18px", fontWeight: 700, color: NAVY, margin: "20px 0 8px" }}>
      {children}
    </Text>
  );
}

/** A call to action, at least 44px tall; the plain text shows its label and the URL. */
export function ActionButton({ href, children }: { href: string; children: string }) {
  return (
    <Section style={{ margin: "8px 0 20px" }}>
      <Button
        href={href}
        style={{
          backgroundColor: BLUE,
          color: "#ffffff",
          fontSize: "16px",
          fontWeight: 700,
          borderRadius: "6px",
          padding: "14px 22px",
          lineHeight: "20px",
          textDecoration: "none",
          display: "inline-block",
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

/** A link in running text, worded rather than a raw address: the plain text shows the words and the address. */
export function TextLink({ href, children }: { href: string; children: string }) {
  return (
    <Link href={href} style={{ color: BLUE, textDecoration: "underline" }}>
      {children}
    </Link>
  );
}

/** One 'Label: value' line, the label bold: every field of every e-mail looks the same (issue 21, L12). */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text style={{ ...textStyle, margin: "0 0 6px" }}>
      <strong>{label}:</strong> {children}
    </Text>
  );
}

/** Label and value rows, such as a booking's details. */
export function Details({ rows }: { rows: [label: string, value: string][] }) {
  return (
    <Section style={{ margin: "0 0 16px" }}>
      {rows.map(([label, value]) => (
        <Field key={label} label={label}>
          {value}
        </Field>
      ))}
    </Section>
  );
}

export function List({ items }: { items: string[] }) {
  return (
    <ul style={{ paddingLeft: "20px", margin: "0 0 16px" }}>
      {items.map((item) => (
        <li
          key={item}
          style={{ fontSize: "16px", lineHeight: "24px", color: "#0f172a", marginBottom: "4px", ...wrapAnywhere }}
        >
          {item}
        </li>
      ))}
    </ul>
  );
}

/** The end of a message that comes with the course's calendar file: the booking link, the file, who to ask. */
export function CalendarFooter({ bookingUrl, site }: { bookingUrl: string; site: MessageSite }) {
  return (
    <>
      <ActionButton href={bookingUrl}>View your booking</ActionButton>
      <Paragraph>A calendar file is attached.</Paragraph>
      <Paragraph>
        Questions? Call {site.phone} or reply to {site.email}.
      </Paragraph>
    </>
  );
}
