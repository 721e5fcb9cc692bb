import { Button } from "./button";

/** SPEC §2: what a filtered list shows when nothing matches, with a way back to everything. */
export function NoMatches({ onClear }: { onClear(): void }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
      <p className="text-slate-700">No courses found matching your criteria.</p>
      <Button className="mt-4" variant="outline" onClick={onClear}>
        Clear Filters
      </Button>
    </div>
  );
}
