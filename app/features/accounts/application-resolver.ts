// The application form's validation, loaded on its first submit (application-form.tsx).
import { zodResolver } from "@hookform/resolvers/zod";
import { AccountApplicationSchema } from "./schema";

export const applicationResolver = zodResolver(AccountApplicationSchema);
