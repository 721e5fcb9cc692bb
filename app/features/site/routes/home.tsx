import { Link } from "react-router";
import type { Route } from "./+types/home";

export function meta({ matches }: Route.MetaArgs) {
  const site = matches[0]?.loaderData.site;
  return [
    { title: `${site?.name ?? "Security Training Academy"} | SIA Security & First Aid Training in Oxford` },
    {
      name: "description",
      content:
        "SIA-aligned door supervisor, security officer, CCTV and first aid courses in small groups, with fast results and a free retake policy.",
    },
  ];
}

export default function Home() {
  return (
    <section className="bg-brand-950 text-white">
      <div className="mx-auto max-w-7xl px-4 py-24 sm:px-6 lg:px-8">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">Start Your Career in Security</h1>
        <p className="mt-6 max-w-2xl text-lg text-slate-300">
          SIA-aligned training for door supervisors, security officers and CCTV operators, plus emergency first aid at
          work.
        </p>
        <Link
          to="/courses"
          className="mt-10 inline-block rounded-md bg-accent-500 px-6 py-3 font-semibold text-brand-950 hover:bg-accent-400"
        >
          View Courses
        </Link>
      </div>
    </section>
  );
}
