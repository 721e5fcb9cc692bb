/**
 * On every page while the built-in test provider is live (issue 11), so nobody takes the site for one that
 * charges cards. Server-rendered in the root layout, in the page from its first paint: nothing shifts.
 */
export function TestModeBanner() {
  return (
    <aside aria-label="Test mode" className="bg-amber-100 px-4 py-1 text-center text-sm font-medium text-amber-950">
      Test mode — no real payments are taken
    </aside>
  );
}
