// Which record a staff write under /api/admin touches, read from its method, path and body (issue 21): the catch-all
// audit snapshots that record before and after. Pure, so each path is a line of a table-driven test.
import type { AuditRecordType } from "./audit-schema";

/** The first part of an /api/admin path, and the kind of record its id names. */
const COLLECTIONS: Record<string, AuditRecordType> = {
  courses: "course",
  "course-instances": "instance",
  "available-dates": "available-date",
  posts: "post",
  leads: "lead",
  bookings: "booking",
  "waiting-list": "waitlist-entry",
  refunds: "payment",
  venues: "venue",
  "offline-places": "offline-place",
  people: "person",
  organisations: "organisation",
};

/** /api/admin/dates/{instance|date}/{id}/…: a course date's own address (staff-date.tsx). */
const DATE_KINDS: Record<string, AuditRecordType> = { instance: "instance", date: "available-date" };

export type AuditTarget = {
  /** The kind of record; null when the path names none this log knows (logged by path alone). */
  recordType: AuditRecordType | null;
  /** The records it names; empty for a create (the new id comes from the answer) or an unknown path. */
  ids: string[];
  /** 'create', 'update', 'delete', or the action's own name ('cancel', 'send-reminder'). */
  verb: string;
  /** The answer's `id` names the record (POST to a collection). */
  creates: boolean;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isId = (value: unknown): value is string => typeof value === "string" && UUID.test(value);

const METHOD_VERBS: Record<string, string> = { PUT: "update", PATCH: "update", DELETE: "delete", POST: "create" };

/** Ids a bulk action names in its body ({ entryIds: [...] }), or the course date a date-wide action names. */
function idsInBody(body: unknown): { recordType?: AuditRecordType; ids: string[] } {
  if (!body || typeof body !== "object") return { ids: [] };
  const fields = body as Record<string, unknown>;
  if (Array.isArray(fields.entryIds)) return { ids: fields.entryIds.filter(isId) };
  if (isId(fields.instanceId)) return { recordType: "instance", ids: [fields.instanceId] };
  if (isId(fields.availableDateId)) return { recordType: "available-date", ids: [fields.availableDateId] };
  return { ids: [] };
}

/** `path` is relative to /api/admin, e.g. '/bookings/{id}/cancel'. */
export function auditTargetOf(method: string, path: string, body: unknown): AuditTarget {
  const parts = path.split("/").filter(Boolean);
  const [collection = "", second, third, fourth] = parts;
  if (collection === "dates" && second && DATE_KINDS[second] && isId(third)) {
    return {
      recordType: DATE_KINDS[second],
      ids: [third],
      verb: fourth ?? METHOD_VERBS[method] ?? "change",
      creates: false,
    };
  }
  const recordType = COLLECTIONS[collection] ?? null;
  if (isId(second)) {
    return { recordType, ids: [second], verb: third ?? METHOD_VERBS[method] ?? "change", creates: false };
  }
  if (parts.length === 1 && method === "POST") return { recordType, ids: [], verb: "create", creates: true };
  const named = idsInBody(body);
  return {
    recordType: named.recordType ?? recordType,
    ids: named.ids,
    verb: parts.slice(1).join("-") || (METHOD_VERBS[method] ?? "change"),
    creates: false,
  };
}
