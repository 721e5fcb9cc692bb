import FileSpreadsheet from "lucide-react/icons/file-spreadsheet";
import { Button } from "#app/shared/ui/button";

/** The date's learners as a CSV for the awarding body's upload, downloaded from the date's staff page. */
export function LearnersCsvLink({ dateKey }: { dateKey: { kind: "instance" | "date"; id: string } }) {
  return (
    <Button asChild variant="outline">
      <a href={`/api/admin/dates/${dateKey.kind}/${dateKey.id}/learners.csv`} download>
        <FileSpreadsheet aria-hidden="true" className="size-4" />
        Learners for the awarding body (CSV)
      </a>
    </Button>
  );
}
