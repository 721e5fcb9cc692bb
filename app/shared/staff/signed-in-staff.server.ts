import type { Response } from "express";

/** The signed-in staff member, whom requireAdmin put on every /api/admin request. */
export const signedInStaff = (res: Response) => res.locals.user as { id: string; username: string };
