import { Tabs } from "#app/shared/ui/tabs";
import type { Policy, PolicyId } from "./policy-types";
import { PolicyPanel } from "./policy-panel";
import { usePolicyHash } from "./use-policy-hash";

/**
 * The six policies as tabs. Every panel is rendered so the whole text is in
 * the server's HTML for search engines; CSS hides the inactive ones only when
 * scripts run, so a visitor without JavaScript reads them all.
 */
export function PoliciesTabs({ policies }: { policies: Policy[] }) {
  const [active, choose] = usePolicyHash("terms");
  return (
    <Tabs
      label="Policies"
      value={active}
      onValueChange={(value) => choose(value as PolicyId)}
      items={policies.map((policy) => ({
        value: policy.id,
        label: policy.label,
        content: <PolicyPanel policy={policy} />,
      }))}
      listClassName="flex flex-wrap gap-2 border-b border-slate-200 pb-4 noscript:hidden"
      tabClassName="rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 data-[state=active]:border-brand-700 data-[state=active]:bg-brand-700 data-[state=active]:text-white"
      panelClassName="mt-8 rounded-md data-[state=inactive]:hidden noscript:mt-12 noscript:block!"
    />
  );
}
