import { Details, Heading, Paragraph } from "./email-layout";
import type { MessageBooking } from "./message-data";

/** The first aid certificate the learner declared (issue 23), as their booking page shows it; nothing when none. */
export function FirstAidSection({ firstAid }: Pick<MessageBooking, "firstAid">) {
  if (!firstAid) return null;
  return (
    <>
      <Heading>Your first aid certificate</Heading>
      <Details rows={firstAid.rows} />
      <Paragraph>{firstAid.verdict}</Paragraph>
      {firstAid.warning && <Paragraph>{firstAid.warning}</Paragraph>}
      <Paragraph>{firstAid.bring}</Paragraph>
    </>
  );
}
