import { useEffect, useState } from "react";
import type { PublicAvailableDate, PublicInstance } from "#app/features/catalogue/schedule-types";
import { apiGet } from "#app/shared/api-client";
import { londonToday } from "#app/shared/dates";
import { toDateChoices, type DateChoice } from "./date-choices";

export type DateChoicesState = { status: "loading" } | { status: "error" } | { status: "ready"; choices: DateChoice[] };

/** Loads a course's bookable dates each time it is used, so seats left are current. */
export function useDateChoices(course: { id: string; price: number }) {
  const [state, setState] = useState<DateChoicesState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const { id, price } = course;

  useEffect(() => {
    let current = true;
    const base = `/api/courses/${encodeURIComponent(id)}`;
    Promise.all([
      apiGet<PublicInstance[]>(`${base}/instances`),
      apiGet<PublicAvailableDate[]>(`${base}/available-dates`),
    ])
      .then(([instances, dates]) => {
        if (current) setState({ status: "ready", choices: toDateChoices(instances, dates, price, londonToday()) });
      })
      .catch(() => {
        if (current) setState({ status: "error" });
      });
    return () => {
      current = false;
    };
  }, [id, price, attempt]);

  const retry = () => {
    setState({ status: "loading" });
    setAttempt((n) => n + 1);
  };
  return { state, retry };
}
