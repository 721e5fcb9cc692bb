// The sign-in form's validation, loaded on its first submit (sign-in-form.tsx).
import { zodResolver } from "@hookform/resolvers/zod";
import { AccountSignInSchema } from "./schema";

export const signInResolver = zodResolver(AccountSignInSchema);
