import Share2 from "lucide-react/icons/share-2";
import { Button } from "#app/shared/ui/button";

export const COPIED_MESSAGE = "Article URL copied to clipboard!";

/** SPEC §2: the device's share sheet when there is one, else the address copied to the clipboard. */
export function ShareButton({ title, text }: { title: string; text?: string | null }) {
  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text: text ?? undefined, url });
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing to do. Any other failure falls back to copying.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      window.alert(COPIED_MESSAGE);
    } catch {
      window.prompt("Copy this article's address:", url);
    }
  }
  return (
    <Button variant="outline" size="sm" onClick={share}>
      <Share2 aria-hidden="true" className="size-4" />
      Share
    </Button>
  );
}
