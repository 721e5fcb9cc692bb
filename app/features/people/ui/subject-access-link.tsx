import Download from "lucide-react/icons/download";
import { Button } from "#app/shared/ui/button";

/** A subject access request: everything held about the person as one file to send them (the download is logged). */
export function SubjectAccessLink({ personId }: { personId: string }) {
  return (
    <Button asChild variant="outline">
      <a href={`/api/admin/people/${personId}/subject-access.json`} download>
        <Download aria-hidden="true" className="size-4" />
        Export their data (subject access)
      </a>
    </Button>
  );
}
