import AlertTriangle from "lucide-react/icons/triangle-exclamation-point";
import { Button } from "./button";

/** A failed load with the spec's Retry, which reloads the page. */
export function LoadError({ message }: { message: string }) {
  return (
    <div role="alert" className="mx-auto max-w-xl rounded-xl border border-red-200 bg-red-50 p-8 text-center">
      <AlertTriangle aria-hidden="true" className="mx-auto size-8 text-red-700" />
      <p className="mt-3 font-medium text-red-900">{message}</p>
      <Button className="mt-5" variant="outline" onClick={() => window.location.reload()}>
        Retry
      </Button>
    </div>
  );
}
