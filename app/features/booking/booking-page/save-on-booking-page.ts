// How the booking page's edit forms (contact details, learner details) save: a PUT on the booking's own link, field
// messages under their fields, any other failure in a toast; once saved, its toast, the page's data read again, and
// the form closed.
import { useRevalidator } from "react-router";
import { apiRequest, userMessage } from "#app/shared/api-client";
import { sendLightForm } from "#app/shared/ui/send-light-form";
import { toast } from "#app/shared/ui/toast-store";

const notSaved = (error: unknown) =>
  toast({ title: "Not saved", description: userMessage(error, "Please try again.") });

export function useSaveOnBookingPage<Name extends string>(
  token: string,
  form: { setError: Parameters<typeof sendLightForm<Name>>[0]; fields: readonly Name[] },
  onDone: () => void,
) {
  const revalidator = useRevalidator();
  // `part` may be a whole API path: a group learner's own page saves on its learner link (issue 24).
  return async (
    part: "contact" | "learner" | `/api/${string}`,
    body: unknown,
    saved: { title: string; description: string },
  ) => {
    const url = part.startsWith("/") ? part : `/api/bookings/by-token/${encodeURIComponent(token)}/${part}`;
    const sent = await sendLightForm(form.setError, form.fields, notSaved, () => apiRequest("PUT", url, body));
    if (!sent) return;
    toast(saved);
    await revalidator.revalidate();
    onDone();
  };
}
