// /api/waiting-list (issue 14): join a full date's list; by the entry's secret link, see it, decline an offer, leave.
import { Router } from "express";
import type { AppContext } from "#server/app-context";
import { parseInput } from "#app/shared/validation";
import { JoinWaitlistSchema } from "./schema";
import { declineByToken, heldBookingPath, joinWaitlist, leaveByToken, waitlistView } from "./waitlist.server";

export function waitlistApi(app: AppContext): Router {
  const router = Router();

  router.post("/waiting-list", async (req, res) => {
    const { position } = await joinWaitlist(app.db, parseInput(JoinWaitlistSchema, req.body), app.site);
    res.status(201).json({
      position,
      message: `You are number ${position} on the waiting list. We have e-mailed you a link to see your place or leave the list.`,
    });
  });

  router.get("/waiting-list/:token", async (req, res) => {
    res.set("Cache-Control", "no-store").json(await waitlistView(app.db, req.params.token));
  });

  // 'Book your seat': a new link to the held booking's page, made only when asked for.
  router.post("/waiting-list/:token/book", async (req, res) => {
    res.set("Cache-Control", "no-store").json({ bookingPath: await heldBookingPath(app.db, req.params.token) });
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
