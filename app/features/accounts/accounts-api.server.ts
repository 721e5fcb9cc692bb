// The public business-account endpoints (issue 24): POST /api/business-accounts (apply) and
// POST /api/business-accounts/sign-in (ask for a sign-in link). Both are rate limited per address
// (server/public-rate-limits.ts) before their bodies are read.
import { Router } from "express";
import type { AppContext } from "#server/app-context";
import { parseInput } from "#app/shared/validation";
import { APPLICATION_THANKS, applyForAccount } from "./account-application.server";
import { requestSignInLink, SIGN_IN_ANSWER } from "./account-sign-in.server";
import { AccountApplicationSchema, AccountSignInSchema } from "./schema";
import { londonToday } from "#app/shared/dates";
import { accountTokenOfCookies } from "./account-cookie.server";
import { contactOfSession } from "./account-links.server";
import { onAccountOf } from "./on-account.server";

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
  // The booking dialog asks whether to offer 'Pay by invoice' (issue 24): the contact the cookie names, if any.
  router.get("/business-accounts/session", async (req, res) => {
    const contact = await contactOfSession(app.db, accountTokenOfCookies(req.headers.cookie ?? ""));
    res.set("Cache-Control", "no-store").json(await onAccountOf(app.db, contact, londonToday()));
  });
  return router;
}
