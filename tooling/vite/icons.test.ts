import { describe, expect, it } from "vitest";
import { lightIcons } from "./icons";

type ResolveId = (source: string, importer?: string) => string | null;
type Load = (id: string) => string | null;

describe("lucide icons in the build", () => {
  const plugin = lightIcons();
  const resolveId = plugin.resolveId as ResolveId;
  const load = plugin.load as Load;

  it("gives each importing module its own copy of an icon, so no icon is a file of its own", () => {
    const hero = resolveId("lucide-react/icons/star", "/app/features/catalogue/course-detail/course-hero.tsx");
    const card = resolveId("lucide-react/icons/star", "/app/features/catalogue/course-card.tsx");
    expect(hero).toMatch(/^\0light-icon:star\?from=/);
    expect(card).toMatch(/^\0light-icon:star\?from=/);
    expect(hero).not.toBe(card);
    expect(resolveId("lucide-react/icons/star", "/app/features/catalogue/course-card.tsx")).toBe(card);
    expect(resolveId("react", "/app/root.tsx")).toBeNull();
  });

  it("builds each copy from lucide's data for that icon, without lucide's keys", () => {
    const id = resolveId("lucide-react/icons/chevron-down", "/app/shared/ui/accordion.tsx")!;
    const code = load(id)!;
    expect(code).toContain('import { createIcon } from "#app/shared/ui/icon";');
    expect(code).toContain('export default createIcon([["path",{"d":"m6 9 6 6 6-6"}]]);');
    expect(code).not.toContain("key");
  });
});
