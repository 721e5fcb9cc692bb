import { z } from "zod";
import { oneLine } from "#app/shared/plain-text";

/** The /login form and POST /api/auth/login (SPEC §5). */
export const LoginSchema = z.object({
  username: z.string().trim().min(1, "Username is required").max(100).check(oneLine),
  password: z.string().min(1, "Password is required").max(200),
});
export type LoginInput = z.infer<typeof LoginSchema>;

/** The signed-in user as the browser sees it: never the password hash. */
export type PublicUser = {
  id: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: string;
  lastLoginAt: string | null;
};

/** SPEC §6: 'admin' or 'manager' count as admin. */
export const isAdminRole = (role: string | undefined) => role === "admin" || role === "manager";
