// /api/admin/dates/{instance|date}/{id}/message: who a message to everyone on the date would reach, and sending it.
import type { Router } from "express";
import type { AppContext } from "#server/app-context";
import { dateActionApi } from "./date-key.server";
import { DateMessageSchema } from "./date-message-schema";
import { dateMessageAudience, messageDate } from "./date-message.server";

export function dateMessageAdminApi(ctx: AppContext): Router {
  return dateActionApi(ctx, "message", { schema: DateMessageSchema, read: dateMessageAudience, act: messageDate });
}
