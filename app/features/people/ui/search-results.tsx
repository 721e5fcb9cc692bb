// What the office's search found (issue 21), grouped: bookings, waiting lists, enquiries, offline places. Each result
// links to the person's page and to the booking (or the date, for an offline place).
import { useQuery } from "@tanstack/react-query";
import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { apiGet } from "#app/shared/api-client";
import { QueryState } from "#app/shared/staff/query-state";
import { formatInstant, humanise } from "#app/shared/staff/staff-format";
import { Badge } from "#app/shared/staff/status-badge";
import { SEARCH_LIMIT, SearchQuerySchema, type SearchResults as Found } from "../schema";
import { personPath } from "./person-link";
import { BookingLink, DateLink, linkClass } from "./record-links";

type Who = { personId: string | null; name: string; email: string | null; phone: string | null };

function Hit({ who, children }: { who: Who; children: ReactNode }) {
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <p className="font-semibold text-slate-900">
        {who.personId ? (
          <Link to={personPath(who.personId)} className={linkClass}>
            {who.name}
          </Link>
        ) : (
          who.name
        )}
      </p>
      {(who.email || who.phone) && (
        <p className="text-sm break-all text-slate-700">{[who.email, who.phone].filter(Boolean).join(" · ")}</p>
      )}
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-800">{children}</div>
    </li>
  );
}

/** A group of results, each a Hit keyed by `keyOf`; nothing when the group found none. */
function Group<T extends Who>({
  title,
  hits,
  keyOf,
  children,
}: {
  title: string;
  hits: readonly T[];
  keyOf: (hit: T) => string;
  children: (hit: T) => ReactNode;
}) {
  const id = useId();
  if (hits.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-2 text-lg font-semibold text-brand-900">
        {title} ({hits.length})
      </h2>
      <ul className="grid gap-2 md:grid-cols-2">
        {hits.map((hit) => (
          <Hit key={keyOf(hit)} who={hit}>
            {children(hit)}
          </Hit>
        ))}
      </ul>
    </section>
  );
}

function Results({ found }: { found: Found }) {
  const total = found.bookings.length + found.waitlist.length + found.enquiries.length + found.offlinePlaces.length;
  return (
    <div className="space-y-6">
      <p role="status" className="text-sm text-slate-700">
        {total === 0
          ? `Nothing found for “${found.query}”. Try part of the name, the whole e-mail address, the phone number or the booking reference.`
          : `${total} ${total === 1 ? "result" : "results"} for “${found.query}”.${found.more ? ` Each group shows its ${SEARCH_LIMIT} most recent: type more to narrow it down.` : ""}`}
      </p>
      <Group title="Bookings" hits={found.bookings} keyOf={(hit) => hit.bookingId}>
        {(hit) => (
          <>
            <BookingLink id={hit.bookingId}>Booking {hit.reference}</BookingLink>
            <DateLink {...hit} />
            <Badge>{humanise(hit.status)}</Badge>
          </>
        )}
      </Group>
      <Group title="Waiting lists" hits={found.waitlist} keyOf={(hit) => hit.entryId}>
        {(hit) => (
          <>
            <DateLink {...hit} />
            <Badge>{humanise(hit.status)}</Badge>
            {hit.bookingId && hit.bookingReference && (
              <BookingLink id={hit.bookingId}>Booking {hit.bookingReference}</BookingLink>
            )}
          </>
        )}
      </Group>
      <Group title="Enquiries" hits={found.enquiries} keyOf={(hit) => hit.leadId}>
        {(hit) => (
          <>
            <span>
              {humanise(hit.source)}, {formatInstant(hit.createdAt)}
            </span>
            <Badge>{humanise(hit.status)}</Badge>
          </>
        )}
      </Group>
      <Group title="Offline places" hits={found.offlinePlaces} keyOf={(hit) => hit.placeId}>
        {(hit) => <DateLink {...hit} />}
      </Group>
    </div>
  );
}

export function SearchResults({ query }: { query: string }) {
  const parsed = SearchQuerySchema.safeParse({ q: query });
  const q = parsed.success ? parsed.data.q : "";
  const found = useQuery({
    queryKey: ["admin", "search", q],
    queryFn: () => apiGet<Found>(`/api/admin/search?q=${encodeURIComponent(q)}`),
    enabled: parsed.success,
  });
  if (!query.trim()) {
    return (
      <p className="text-slate-700">
        Type a name, e-mail address, phone number or booking reference in the search box above.
      </p>
    );
  }
  if (!parsed.success) {
    return (
      <p role="alert" className="text-red-700">
        {parsed.error.issues[0]?.message}
      </p>
    );
  }
  return (
    <QueryState query={found} loadingLabel="Searching" errorMessage="The search failed.">
      {(results) => <Results found={results} />}
    </QueryState>
  );
}
