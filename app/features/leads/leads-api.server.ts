import { Router } from "express";
import type { AppContext } from "#server/app-context";
import { parseInput } from "#app/shared/validation";
import { CONTACT_THANKS, createContactLead } from "./leads.server";
import type { ContactLeadCreated } from "./contact-rules";
import { contactLeadSchema } from "./schema";

/** POST /api/leads/contact (SPEC §7). */
export function leadsApi(app: AppContext): Router {
  const router = Router();
  router.post("/leads/contact", async (req, res) => {
    const input = parseInput(contactLeadSchema, req.body);
    const { id } = await createContactLead(app.db, input);
    res.status(201).json({ id, message: CONTACT_THANKS } satisfies ContactLeadCreated);
  });
  return router;
}
