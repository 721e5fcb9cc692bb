// Every staff write is in the log (issue 21), also the ones whose handler does not log itself: this middleware sits
// in front of every non-GET /api/admin route, snapshots the record the path names before the handler runs and again
// once it has answered, and logs what changed. A handler that calls recordAudit (in its own transaction, the better
// record) or sets res.locals.audited is left alone. The catch-all row is written after the handler's transaction has
// committed and before the answer goes out, so a client that sees the answer can read the row.
import type { RequestHandler, Response } from "express";
import type { AppContext } from "#server/app-context";
import { changedFields, recordAudit, type StaffActor } from "./audit.server";
import { inAuditScope, type RequestAudit } from "./audit-scope.server";
import { recordName, snapshotRecords } from "./audit-snapshots.server";
import { auditTargetOf, type AuditTarget } from "./audit-targets";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

const VERB_WORDS: Record<string, string> = { create: "Created", update: "Updated", delete: "Deleted" };

/** Handlers that log their action another way say so: `markAudited(res)`. */
export function markAudited(res: Response): void {
  res.locals.audited = true;
}

export function auditStaffWrites(ctx: AppContext): RequestHandler {
  return async (req, res, next) => {
    if (READS.has(req.method)) return next();
    const target = auditTargetOf(req.method, req.path, req.body);
    const before = await snapshotRecords(ctx.db, target.recordType, target.ids);
    const request: RequestAudit = { audited: false };
    let answer: unknown;
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      answer = body;
      return json(body);
    };
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    let ending = false;
    res.end = ((...args: unknown[]) => {
      const succeeded = res.statusCode >= 200 && res.statusCode < 300;
      if (ending || !succeeded || request.audited || res.locals.audited) return end(...args);
      ending = true;
      const actor = res.locals.user as StaffActor;
      logWrite(ctx, actor, { method: req.method, path: req.path, target, before, answer })
        .catch((error: unknown) =>
          ctx.logger.error({ err: error, path: req.path }, "audit: the staff write was not logged"),
        )
        .finally(() => end(...args));
      return res;
    }) as Response["end"];
    inAuditScope(request, () => next());
  };
}

type Write = {
  method: string;
  path: string;
  target: AuditTarget;
  before: Map<string, Record<string, unknown>>;
  answer: unknown;
};

const idOf = (answer: unknown) =>
  answer && typeof answer === "object" && typeof (answer as { id?: unknown }).id === "string"
    ? [(answer as { id: string }).id]
    : [];

async function logWrite(ctx: AppContext, actor: StaffActor, write: Write): Promise<void> {
  const { target, before } = write;
  const action = `${target.recordType ?? write.path.split("/").filter(Boolean)[0] ?? "admin"}.${target.verb}`;
  if (!target.recordType) {
    // A path this log cannot read a record from: at least who did what, and where.
    await recordAudit(ctx.db, actor, {
      action,
      recordType: "other",
      recordId: write.path,
      summary: `${write.method} /api/admin${write.path}`,
    });
    return;
  }
  const recordType = target.recordType;
  const ids = target.creates ? idOf(write.answer) : target.ids;
  const after = write.method === "DELETE" ? new Map() : await snapshotRecords(ctx.db, recordType, ids);
  for (const id of ids.length > 0 ? ids : ["-"]) {
    const was = before.get(id) ?? null;
    const now = after.get(id) ?? null;
    const change = was && now ? changedFields(was, now) : { before: was, after: now };
    const name = recordName(recordType, id, now ?? was);
    const fields = was && now ? Object.keys(change.after) : [];
    const verb = VERB_WORDS[target.verb];
    const summary = verb
      ? `${verb} ${name}${fields.length > 0 ? `: ${fields.join(", ")}` : ""}`
      : `${name.charAt(0).toUpperCase()}${name.slice(1)}: ${target.verb.replace(/-/g, " ")}${fields.length > 0 ? ` (${fields.join(", ")})` : ""}`;
    await recordAudit(ctx.db, actor, { action, recordType, recordId: id, summary, ...change });
  }
}
