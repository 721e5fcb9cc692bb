// The unsubscribe page's two steps (issue 23): whether a link is genuine, and the unsubscribe it asks for.
import type { Database } from "#db/db.server";
import type { Settings } from "#app/shared/settings.server";
import { unsubscribePerson } from "./renewal-reminders.server";
import { personOfUnsubscribeToken, unsubscribeKey } from "./unsubscribe-token.server";

type Context = { db: Database; settings: Pick<Settings, "SESSION_SECRET" | "dataDir"> };

export const unsubscribeLinkIsValid = (context: Context, token: string) =>
  personOfUnsubscribeToken(token, unsubscribeKey(context.settings)) !== undefined;

/** Unsubscribes the person a genuine link names; false for a link that is not (or a person no longer held). */
export async function unsubscribeFromLink(context: Context, token: string): Promise<boolean> {
  const personId = personOfUnsubscribeToken(token, unsubscribeKey(context.settings));
  return personId ? unsubscribePerson(context.db, personId) : false;
}
