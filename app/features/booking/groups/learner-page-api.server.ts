// A group learner's own page by their link (issue 24): its view, and the details and first aid declaration they
// give there. Every answer is the page's view again, never cached: only the learner has the token.
import { Router } from "express";
import type { AppContext } from "#server/app-context";
import { declareFirstAidByLearner, learnerPageView, updateDetailsByLearner } from "./learner-page.server";

export function learnerPageApi(app: AppContext): Router {
  const router = Router();
  const path = "/learners/by-token/:token";
  const view = (token: string) => learnerPageView(app.db, token, app.site);

  router.get(path, async (req, res) => {
    res.set("Cache-Control", "no-store").json(await view(req.params.token));
  });

  router.put(`${path}/details`, async (req, res) => {
    await updateDetailsByLearner(app.db, req.params.token, req.body);
    res.set("Cache-Control", "no-store").json(await view(req.params.token));
  });

  router.put(`${path}/first-aid`, async (req, res) => {
    await declareFirstAidByLearner(app.db, req.params.token, req.body);
    res.set("Cache-Control", "no-store").json(await view(req.params.token));
  });

  return router;
}
