import { Button } from "#app/shared/ui/button";

/** An edit form's last row: its save button, which says 'Saving...' while the form sends, and 'Cancel'. */
export function SaveOrCancel({ label, saving, onCancel }: { label: string; saving: boolean; onCancel(): void }) {
  return (
    <div className="flex gap-2">
      <Button type="submit" disabled={saving}>
        {saving ? "Saving..." : label}
      </Button>
      <Button type="button" variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
