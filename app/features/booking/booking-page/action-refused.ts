import { userMessage } from "#app/shared/api-client";
import { toast } from "#app/shared/ui/toast-store";

/** A change the customer asked for on their booking page did not go through: why, and what to do next. */
export const toastActionRefused = (title: string, error: unknown) =>
  toast({ title, description: userMessage(error, "Please try again, or call us."), variant: "destructive" });
