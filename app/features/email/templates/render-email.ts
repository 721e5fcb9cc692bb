import { render } from "@react-email/components";
import type { ReactElement } from "react";
import type { RenderedEmail } from "./message-data";

/** The HTML and the plain text of one message, both from the same element. */
export async function renderEmail(subject: string, element: ReactElement): Promise<RenderedEmail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject, html, text };
}
