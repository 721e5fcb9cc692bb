import Newspaper from "lucide-react/icons/newspaper";
import { useEffect, useRef, useState } from "react";
import { cn } from "#app/shared/ui/cn";

// Featured images are drawn at 16:9; width and height reserve the space so the page does not jump.
const WIDTH = 1200;
const HEIGHT = 675;

/** An article's featured image, or a plain drawn placeholder when it has none or it fails to load. */
export function PostImage({
  src,
  alt,
  eager = false,
  className,
}: {
  src: string | null;
  alt: string | null;
  eager?: boolean;
  className?: string;
}) {
  const image = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    // An image that failed before hydration fired its error event before React listened.
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, [src]);

  const frame = cn("aspect-video w-full bg-slate-100", className);
  if (!src || failed) {
    return (
      <div aria-hidden="true" className={cn(frame, "flex items-center justify-center bg-brand-50 text-brand-700")}>
        <Newspaper className="size-10" />
      </div>
    );
  }
  return (
    <img
      ref={image}
      src={src}
      alt={alt ?? ""}
      width={WIDTH}
      height={HEIGHT}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn(frame, "object-cover")}
    />
  );
}
