// The public business-account endpoints (issue 24): POST /api/business-accounts (apply) and
// POST /api/business-accounts/sign-in (ask for a sign-in link). Both are rate limited per address
// (server/public-rate-limits.ts) before their bodies are read.
import { Router } from "express";
import type { AppContext } from "#server/app-context";
import { parseInput } from "#app/shared/validation";
import { APPLICATION_THANKS, applyForAccount } from "./account-application.server";
import { requestSignInLink, SIGN_IN_ANSWER } from "./account-sign-in.server";
import { AccountApplicationSchema, AccountSignInSchema } from "./schema";

export function accountsApi(app: AppContext): Router {
  const router = Router();
  router.post("/business-accounts", async (req, res) => {
    const input = parseInput(AccountApplicationSchema, req.body);
    const { id } = await applyForAccount(app.db, input, app.site);
    res.status(201).json({ id, message: APPLICATION_THANKS });
  });
  // The same answer whether or not the address is a contact's, so it reveals nothing.
  router.post("/business-accounts/sign-in", async (req, res) => {
    const request = parseInput(AccountSignInSchema, req.body);
    await requestSignInLink(app.db, request);
    res.status(202).json({ message: SIGN_IN_ANSWER });
  });
  return router;
}
