// The test card form's validation, loaded on the form's first submit (test-card-form.tsx, decision 006).
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { TestCardSchema } from "./schema";

export const CardFieldsSchema = TestCardSchema.omit({ clientSecret: true });
export type CardFields = z.infer<typeof CardFieldsSchema>;

export const testCardResolver = zodResolver(CardFieldsSchema);
