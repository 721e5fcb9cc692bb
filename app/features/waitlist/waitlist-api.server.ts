// /api/waiting-list (issue 14): join a full date's list; by the entry's secret link, see it, confirm the address
// (issue 19), decline an offer, leave.
import { Router } from "express";
import type { AppContext } from "#server/app-context";
import { clientAddressKey } from "#app/shared/client-address.server";
import { parseInput } from "#app/shared/validation";
import { AcceptOfferSchema, JoinWaitlistSchema } from "./schema";
import {
  confirmByToken,
  declineByToken,
  heldBookingPath,
  joinWaitlist,
  leaveByToken,
  waitlistView,
} from "./waitlist.server";

export function waitlistApi(app: AppContext): Router {
  const router = Router();

  router.post("/waiting-list", async (req, res) => {
    // The address as the rate limits and the cap on unpaid holds see it (TRUST_PROXY decides).
    const input = parseInput(JoinWaitlistSchema, req.body);
    const { confirmBy } = await joinWaitlist(app.db, input, app.site, clientAddressKey(req));
    res.status(201).json({
      confirmBy,
      message:
        "Nearly there: we have e-mailed you a link. Open it and press 'Confirm my place' by " +
        `${confirmBy} to join the line.`,
    });
  });

  router.get("/waiting-list/:token", async (req, res) => {
    res.set("Cache-Control", "no-store").json(await waitlistView(app.db, req.params.token));
  });

  // 'Book your seat': a new link to the held booking's page, made only when asked for, with the first aid declaration
  // on a course that needs one (issue 23).
  router.post("/waiting-list/:token/book", async (req, res) => {
    const { firstAid } = parseInput(AcceptOfferSchema, req.body ?? {});
    res
      .set("Cache-Control", "no-store")
      .json({ bookingPath: await heldBookingPath(app.db, req.params.token, firstAid) });
  });

  // 'Confirm my place': a POST from the entry's page, so a mail scanner following the e-mail's link confirms nothing.
  router.post("/waiting-list/:token/confirm", async (req, res) => {
    await confirmByToken(app.db, req.params.token);
    res.set("Cache-Control", "no-store").json(await waitlistView(app.db, req.params.token));
  });

  router.post("/waiting-list/:token/leave", async (req, res) => {
    await leaveByToken(app.db, req.params.token);
    res.set("Cache-Control", "no-store").json(await waitlistView(app.db, req.params.token));
  });

  router.post("/waiting-list/:token/decline", async (req, res) => {
    await declineByToken(app.db, req.params.token);
    res.set("Cache-Control", "no-store").json(await waitlistView(app.db, req.params.token));
  });

  return router;
}
