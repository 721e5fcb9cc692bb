import ClipboardCheck from "lucide-react/icons/clipboard-check";
import FileText from "lucide-react/icons/file-text";
import { Link } from "react-router";
import { Button } from "#app/shared/ui/button";

/**
 * The date's register to fill in (its own page, for a phone or tablet in the training room) and its printable register
 * and sign-in sheet (PDF files, opened in a new tab), for the date's staff page.
 */
export function RegisterDocumentLinks({ dateKey }: { dateKey: { kind: "instance" | "date"; id: string } }) {
  const base = `/api/admin/dates/${dateKey.kind}/${dateKey.id}`;
  return (
    <>
      <Button asChild variant="outline">
        <Link to={`/admin/dates/${dateKey.kind}/${dateKey.id}/register`}>
          <ClipboardCheck aria-hidden="true" className="size-4" />
          Take the register
        </Link>
      </Button>
      <Button asChild variant="outline">
        <a href={`${base}/register.pdf`} target="_blank" rel="noopener">
          <FileText aria-hidden="true" className="size-4" />
          Register (PDF)
        </a>
      </Button>
      <Button asChild variant="outline">
        <a href={`${base}/sign-in-sheet.pdf`} target="_blank" rel="noopener">
          <FileText aria-hidden="true" className="size-4" />
          Sign-in sheet (PDF)
        </a>
      </Button>
    </>
  );
}
