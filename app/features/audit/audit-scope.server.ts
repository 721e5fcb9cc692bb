// Which staff request is running, so the catch-all audit (audit-middleware.server.ts) knows whether the handler has
// logged its action itself: recordAudit marks the request, wherever in the handler's call tree it is called, without
// every feature having to pass the response along.
import { AsyncLocalStorage } from "node:async_hooks";

export type RequestAudit = { audited: boolean };

const scope = new AsyncLocalStorage<RequestAudit>();

/** Runs `work` (the rest of a staff request) in a scope recordAudit marks in `state` when it is called. */
export function inAuditScope(state: RequestAudit, work: () => void): void {
  scope.run(state, work);
}

/** Called by recordAudit: the request in progress, if any, has logged what it did. */
export function markRequestAudited(): void {
  const state = scope.getStore();
  if (state) state.audited = true;
}
