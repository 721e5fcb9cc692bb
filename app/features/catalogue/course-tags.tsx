import Star from "lucide-react/icons/star";

/**
 * A course's tags as list items, 'Most Popular' highlighted with a star. The weight and the other tags' colours
 * differ between the course card and the course page's dark hero.
 */
export function CourseTagItems({
  tags,
  weight,
  plain,
}: {
  tags: readonly string[];
  weight: "font-medium" | "font-semibold";
  plain: string;
}) {
  return tags.map((tag) => (
    <li
      key={tag}
      className={`inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs ${weight} ${
        tag === "Most Popular" ? "bg-accent-400 text-brand-950" : plain
      }`}
    >
      {tag === "Most Popular" && <Star aria-hidden="true" className="size-3.5" />}
      {tag}
    </li>
  ));
}
