import Printer from "lucide-react/icons/printer";
import { Button } from "#app/shared/ui/button";

export function PrintButton() {
  return (
    <Button variant="outline" size="sm" onClick={() => window.print()}>
      <Printer aria-hidden="true" className="size-4" />
      Print receipt
    </Button>
  );
}
