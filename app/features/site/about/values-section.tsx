import HandHeart from "lucide-react/icons/hand-heart";
import Scale from "lucide-react/icons/scale";
import Users from "lucide-react/icons/users";
import Wrench from "lucide-react/icons/wrench";
import { VALUES } from "./about-content";

const ICONS = [Scale, Wrench, HandHeart, Users];

export function ValuesSection() {
  return (
    <section aria-labelledby="values-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <h2 id="values-title" className="text-3xl font-bold text-brand-900">
        Our Values
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {VALUES.map((value, index) => {
          const Icon = ICONS[index] ?? Scale;
          return (
            <li key={value.title} className="rounded-xl border border-slate-200 p-6">
              <Icon aria-hidden="true" className="size-8 text-brand-700" />
              <h3 className="mt-4 text-lg font-bold text-brand-900">{value.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-700">{value.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
