import Pencil from "lucide-react/icons/pencil";
import type { ComponentProps, ReactNode } from "react";
import { Button } from "#app/shared/ui/button";

/** The edit button of a table row; named for its row, e.g. 'Edit SIA Door Supervisor'. */
export function EditButton({ label, ...props }: { label: string } & ComponentProps<"button">) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} title={label} {...props}>
      <Pencil aria-hidden="true" className="size-4" />
    </Button>
  );
}

export function RowActions({ children }: { children: ReactNode }) {
  return <div className="flex items-center justify-end gap-1">{children}</div>;
}
