import BadgeCheck from "lucide-react/icons/badge-check";
import { TickList } from "#app/shared/ui/tick-list";
import { initialsOf, TRAINERS, type Trainer } from "./about-content";

/** Every trainer's card, side by side on a wide screen. */
export function TrainerCards() {
  return (
    <div className="mt-8 grid gap-6 md:grid-cols-3">
      {TRAINERS.map((trainer) => (
        <TrainerCard key={trainer.name} trainer={trainer} />
      ))}
    </div>
  );
}

function TrainerCard({ trainer }: { trainer: Trainer }) {
  return (
    <article className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-900 text-xl font-bold text-white"
        >
          {initialsOf(trainer.name)}
        </span>
        <div>
          <h3 className="text-lg font-bold text-brand-900">{trainer.name}</h3>
          <p className="text-sm font-medium text-accent-600">{trainer.role}</p>
        </div>
      </div>
      <p className="mt-4 text-sm leading-6 text-slate-700">{trainer.background}</p>
      <TickList items={trainer.credentials} icon={BadgeCheck} className="mt-4 space-y-1.5 text-sm text-slate-700" />
    </article>
  );
}
