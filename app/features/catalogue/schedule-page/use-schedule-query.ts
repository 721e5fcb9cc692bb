import { useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import {
  DEFAULT_SCHEDULE_QUERY,
  parseScheduleQuery,
  scheduleQueryString,
  type ScheduleQuery,
} from "./schedule-filters";

/** Marks the history entries this hook writes, to tell them from navigations made elsewhere. */
const OWN_UPDATE = { scheduleFilters: true };

function isOwnUpdate(state: unknown): boolean {
  return typeof state === "object" && state !== null && "scheduleFilters" in state;
}

/**
 * The filters, kept in the URL query so they survive a reload. The URL only
 * changes once the router has finished navigating (the root loader
 * revalidates first), and navigations started in quick succession can land
 * one after another, so the filters live in state: a choice builds on the
 * previous choice, not on a URL that has not caught up yet. A navigation made
 * elsewhere (a link to /schedule?course=efaw, say) replaces the state.
 */
export function useScheduleQuery() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const [query, setQuery] = useState(() => parseScheduleQuery(searchParams));
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (location.key !== seenLocation) {
    setSeenLocation(location.key);
    if (!isOwnUpdate(location.state)) setQuery(parseScheduleQuery(searchParams));
  }

  const update = (change: Partial<ScheduleQuery>) => {
    const next = { ...query, ...change };
    setQuery(next);
    setSearchParams(new URLSearchParams(scheduleQueryString(next)), {
      replace: true,
      preventScrollReset: true,
      state: OWN_UPDATE,
    });
  };
  const clear = () => update(DEFAULT_SCHEDULE_QUERY);
  return { query, update, clear };
}
