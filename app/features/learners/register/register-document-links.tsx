import FileText from "lucide-react/icons/file-text";
import { Button } from "#app/shared/ui/button";

/** The date's printable register and sign-in sheet (PDF files, opened in a new tab), for the date's staff page. */
export function RegisterDocumentLinks({ dateKey }: { dateKey: { kind: "instance" | "date"; id: string } }) {
  const base = `/api/admin/dates/${dateKey.kind}/${dateKey.id}`;
  return (
    <>
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
