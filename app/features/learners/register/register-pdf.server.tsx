// The register and sign-in sheet as PDF files (issue 23).
import { renderToBuffer } from "@react-pdf/renderer";
import { RegisterDocument, SignInSheetDocument } from "./register-document";
import type { RegisterSheet } from "./register-sheet";

export const registerPdf = (sheet: RegisterSheet): Promise<Buffer> =>
  renderToBuffer(<RegisterDocument sheet={sheet} />);

export const signInSheetPdf = (sheet: RegisterSheet): Promise<Buffer> =>
  renderToBuffer(<SignInSheetDocument sheet={sheet} />);
