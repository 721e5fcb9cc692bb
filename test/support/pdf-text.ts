// What a PDF document says, page by page, read back with pdf.js (Mozilla's PDF reader), so a test checks the
// document a person would read rather than the code that drew it.
import { createRequire } from "node:module";
import path from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

const fonts = `${path.join(path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")), "standard_fonts")}/`;

export type PdfPage = { text: string; width: number; height: number };

/** Each page's text (its runs joined by single spaces) and size in points. */
export async function pdfPages(pdf: Uint8Array | ArrayBuffer): Promise<PdfPage[]> {
  const data = pdf instanceof Uint8Array ? new Uint8Array(pdf) : new Uint8Array(pdf);
  const document = await getDocument({ data, standardFontDataUrl: fonts, verbosity: 0 }).promise;
  const pages: PdfPage[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    const text = content.items
      .map((item) => ("str" in item ? item.str : ""))
      .join(" ")
      .replace(/\s+/g, " ")
      .trim();
    const [, , width, height] = page.view as [number, number, number, number];
    pages.push({ text, width, height });
  }
  await document.destroy();
  return pages;
}
