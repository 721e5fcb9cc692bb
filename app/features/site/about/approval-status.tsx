import CheckCircle2 from "lucide-react/icons/circle-check";
import Hourglass from "lucide-react/icons/hourglass";
import { AboutBand } from "./about-band";

const STATUS = [
  {
    done: true,
    title: "Established in 2024",
    text: "We are an independent training provider based in Oxford, serving learners and employers across the Thames Valley.",
  },
  {
    done: true,
    title: "SIA-aligned course content",
    text: "Our security courses follow the Security Industry Authority's specifications for licence-linked qualifications, including the required topics and minimum learning hours.",
  },
  {
    done: false,
    title: "Awarding body centre approval: in progress",
    text: "We are working towards approval as a centre with an Ofqual-regulated awarding body. That process is not yet complete, and we will update this page when it is. Ask us before you book how your assessment will be arranged and your certificate issued, and we will give you a straight answer.",
  },
];

/** SPEC §1: established in 2024, aligned, centre approval still in progress. Said plainly. */
export function ApprovalStatus() {
  return (
    <AboutBand
      id="approval-title"
      title="Our Approval Status"
      intro="Choosing a training provider is a big decision, so here is exactly where we stand."
    >
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {STATUS.map((item) => (
          <li key={item.title} className="rounded-xl border border-slate-200 bg-white p-6">
            <p
              className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold ${
                item.done ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-900"
              }`}
            >
              {item.done ? (
                <CheckCircle2 aria-hidden="true" className="size-3.5" />
              ) : (
                <Hourglass aria-hidden="true" className="size-3.5" />
              )}
              {item.done ? "Complete" : "In progress"}
            </p>
            <h3 className="mt-3 font-bold text-brand-900">{item.title}</h3>
            <p className="mt-2 text-sm leading-6 text-slate-700">{item.text}</p>
          </li>
        ))}
      </ul>
    </AboutBand>
  );
}
