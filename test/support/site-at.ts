// The academy's facts (name, phone, address, links) as the jobs and e-mails read them from the settings.
import { parseSettings, siteInfo } from "#app/shared/settings.server";

/** The site with the settings' defaults, served at `publicUrl`, the address every link in a message starts with. */
export const siteAt = (publicUrl: string) =>
  siteInfo(parseSettings({ NODE_ENV: "test", PAYMENTS: "test", PUBLIC_URL: publicUrl }));
