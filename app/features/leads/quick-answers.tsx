import Award from "lucide-react/icons/award";
import Clock from "lucide-react/icons/clock";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import Users from "lucide-react/icons/users";
import { QUICK_ANSWERS } from "./contact-content";

const ICONS = [Award, Clock, RotateCcw, Users];

/** Four short answers to the questions people ask most (SPEC §2 /contact). */
export function QuickAnswers() {
  return (
    <section aria-labelledby="quick-answers-title" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="quick-answers-title" className="text-center text-2xl font-bold text-brand-900 sm:text-3xl">
          Quick Answers
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">
          The questions we hear most often. If yours isn't here, send us a message.
        </p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {QUICK_ANSWERS.map((item, index) => {
            const Icon = ICONS[index] ?? Award;
            return (
              <li key={item.question} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <Icon aria-hidden="true" className="size-7 text-brand-700" />
                <h3 className="mt-4 font-semibold text-brand-900">{item.question}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-600">{item.answer}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
