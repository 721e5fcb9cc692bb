// /api/admin/organisations (issue 24): the staff's business accounts. Mounted by admin-api.server.ts behind the staff
// session, the same-origin check (decision 005) and the audit middleware; each write logs its own audit row.
import { Router } from "express";
import type { AppContext } from "#server/app-context";
import { parseId } from "#app/shared/staff/route-helpers.server";
import { signedInStaff } from "#app/shared/staff/signed-in-staff.server";
import { parseInput } from "#app/shared/validation";
import { ContactSchema } from "../schema";
import { approveAccount, declineAccount, holdAccount } from "./account-decisions.server";
import { addContact, listOrganisations, organisationDetail, removeContact } from "./accounts-store.server";
import { ApproveAccountSchema, DecisionNoteSchema, OrganisationListQuerySchema } from "./staff-schema";

const accountId = (id: string | undefined) => parseId(id, "Account");

export function accountsAdminApi(ctx: AppContext): Router {
  const router = Router();
  router.get("/organisations", async (req, res) => {
    res.json(await listOrganisations(ctx.db, parseInput(OrganisationListQuerySchema, req.query)));
  });
  router.get("/organisations/:id", async (req, res) => {
    res.json(await organisationDetail(ctx.db, accountId(req.params.id)));
  });
  router.post("/organisations/:id/approve", async (req, res) => {
    const id = accountId(req.params.id);
    const input = parseInput(ApproveAccountSchema, req.body);
    await approveAccount(ctx.db, id, input, signedInStaff(res), ctx.site);
    res.json(await organisationDetail(ctx.db, id));
  });
  router.post("/organisations/:id/decline", async (req, res) => {
    const id = accountId(req.params.id);
    const { note } = parseInput(DecisionNoteSchema, req.body);
    await declineAccount(ctx.db, id, note, signedInStaff(res), ctx.site);
    res.json(await organisationDetail(ctx.db, id));
  });
  router.post("/organisations/:id/hold", async (req, res) => {
    const id = accountId(req.params.id);
    const { note } = parseInput(DecisionNoteSchema, req.body);
    await holdAccount(ctx.db, id, note, signedInStaff(res), ctx.site);
    res.json(await organisationDetail(ctx.db, id));
  });
  router.post("/organisations/:id/contacts", async (req, res) => {
    const id = accountId(req.params.id);
    const input = parseInput(ContactSchema, req.body);
    res.status(201).json(await addContact(ctx.db, id, input, signedInStaff(res)));
  });
  router.delete("/organisations/:id/contacts/:contactId", async (req, res) => {
    await removeContact(ctx.db, accountId(req.params.id), parseId(req.params.contactId, "Contact"), signedInStaff(res));
    res.status(204).end();
  });
  return router;
}
