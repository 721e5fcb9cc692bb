// Issue 23, erasure on request, on a phone (390 px), axe clean: staff open the person's page, 'Erase this person'
// asks for the reason first, then erases; the page says so, and the search no longer finds them.
import { describe, expect, it } from "vitest";
import { setupBrowser } from "./browser";
import { api, unique } from "./staff-api";
import { expectFitsAndAxeClean, staffPhone } from "./staff-phone";

setupBrowser();

type Found = { enquiries: { personId: string | null }[] };

describe("erasing a person who asks", () => {
  it("asks for the reason, erases them, and says so on their page", async () => {
    const suffix = unique();
    const name = `Wren Erasable${suffix}`;
    const email = `wren.${suffix}@example.com`;
    await api(
      "POST",
      "/leads/contact",
      {
        firstName: "Wren",
        lastName: `Erasable${suffix}`,
        email,
        phone: "07700 900789",
        message: "Subject: general\n\nPlease delete everything you hold about me.",
        website: "",
      },
      "visitor",
    );
    const found = await api<Found>("GET", `/admin/search?q=${encodeURIComponent(email)}`);
    const personId = found.enquiries[0]!.personId!;

    const { page, errors } = await staffPhone();
    await page.goto(`/admin/people/${personId}`);
    await page.getByRole("heading", { level: 1, name }).waitFor();
    await page.getByRole("region", { name: "Internal notes" }).waitFor();
    await page.getByRole("button", { name: "Erase this person" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Erase this person?" });
    await dialog.waitFor();
    // No reason, no erasure.
    await dialog.getByRole("button", { name: "Erase this person" }).click();
    await dialog.getByText("Please give the reason for erasing this person").waitFor();
    await expectFitsAndAxeClean(page, "the erase dialog, refused", '[role="alertdialog"]');
    await page.screenshot({ path: "tmp/screenshots/staff-erase-person-390.png", fullPage: true });

    await dialog.getByLabel("Reason").fill("Asked by e-mail");
    await dialog.getByRole("button", { name: "Erase this person" }).click();
    await page.getByRole("status").getByText("This person was erased.").waitFor();
    await page.getByRole("heading", { level: 1, name: "Erased person" }).waitFor();
    await dialog.waitFor({ state: "detached" });
    expect(await page.getByRole("button", { name: "Erase this person" }).count()).toBe(0);
    expect(await page.getByText(name).count()).toBe(0);
    expect(await page.getByRole("region", { name: "Internal notes" }).count()).toBe(0);
    await page
      .getByRole("region", { name: "History" })
      .getByText("Erased this person's personal details: Asked by e-mail")
      .waitFor();
    await expectFitsAndAxeClean(page, "an erased person's page");
    await page.screenshot({ path: "tmp/screenshots/staff-erased-person-390.png", fullPage: true });

    const after = await api<Found>("GET", `/admin/search?q=${encodeURIComponent(email)}`);
    expect(after.enquiries).toEqual([]);
    expect(errors).toEqual([]);
  });
});
