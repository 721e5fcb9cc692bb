// A document's PDF, drawn from its snapshot alone (issue 24).
import { renderToBuffer } from "@react-pdf/renderer";
import type { DocumentRow } from "#db/schema";
import { DocumentLayout } from "./document-layout";
import { snapshotOf } from "./issue-document.server";

export const documentPdf = (document: Pick<DocumentRow, "snapshot">): Promise<Buffer> =>
  renderToBuffer(<DocumentLayout snapshot={snapshotOf(document)} />);

/** 'INV-000001.pdf': the file name a download is saved under. */
export const documentFileName = (document: Pick<DocumentRow, "displayNumber">): string =>
  `${document.displayNumber}.pdf`;
