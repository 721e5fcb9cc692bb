// The staff register of a course date through its API (issue 23), its checks: identity checks as document types (one
// from Group A, two different ones from Group B), first aid evidence, 'cannot sit the assessment', and the lock after
// the last day plus 7 days (London days; the dates are placed around today, the tests' controlled clock), each change
// in the staff audit log with its reason. The marks themselves: register-api.test.ts.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { attendance, auditLog } from "#db/schema";
import { addDays, formatDate, londonToday } from "#app/shared/dates";
import { setUpTestApp } from "#test/support/app-fixture";
import { answerOf } from "#test/support/answer";
import { fieldErrorsOf } from "#test/support/factories";
import { auditEntriesOf, registerScene, validCheck } from "./register-api-scene";
import { markLearner } from "./register-view.server";
import type { RegisterView } from "./register-schema";

const site = setUpTestApp({ admin: true });
const today = londonToday();
const scene = (options?: Parameters<typeof registerScene>[1]) => registerScene(site, options);
const auditEntries = (action: string) => auditEntriesOf(site.app.ctx.db, action);

describe("identity checks", () => {
  it.each([
    [
      "no Group A document",
      { groupA: [], groupB: ["utility-bill", "bank-statement"] },
      { groupA: ["Record 1 document from Group A."] },
    ],
    [
      "two Group A documents",
      { groupA: ["passport", "photocard-licence"], groupB: ["utility-bill", "bank-statement"] },
      { groupA: ["Record 1 document from Group A."] },
    ],
    [
      "one Group B document",
      { groupA: ["passport"], groupB: ["utility-bill"] },
      { groupB: ["Record 2 documents of different types from Group B."] },
    ],
    [
      "three Group B documents",
      { groupA: ["passport"], groupB: ["utility-bill", "bank-statement", "council-tax"] },
      { groupB: ["Record 2 documents of different types from Group B."] },
    ],
    [
      "the same Group B type twice",
      { groupA: ["passport"], groupB: ["utility-bill", "utility-bill"] },
      { groupB: ["The Group B documents must be of different types."] },
    ],
    [
      "a document not on the lists",
      { groupA: ["library-card"], groupB: ["utility-bill", "bank-statement"] },
      { "groupA.0": ["Choose a Group A document from the list"] },
    ],
    [
      "a document's number",
      { ...validCheck, passportNumber: "123456789" },
      { _: ['Unrecognized key: "passportNumber"'] },
    ],
  ])("refuses %s (400, with the message)", async (_case, check, errors) => {
    const { ids, learnerPath, register } = await scene();
    const answer = await site.admin.send("PUT", learnerPath(ids.alex, "identity"), check);
    expect(await fieldErrorsOf(answer)).toEqual(errors);
    expect((await register()).learners.find((learner) => learner.id === ids.alex)!.identity).toBeNull();
  });

  it("keeps the document types seen, who checked and when, and logs them", async () => {
    const { ids, learnerPath } = await scene();
    const answer = await site.admin.send("PUT", learnerPath(ids.alex, "identity"), validCheck);
    expect(answer.status).toBe(200);
    const alex = ((await answer.json()) as RegisterView).learners.find((learner) => learner.id === ids.alex)!;
    expect(alex.identity).toMatchObject(validCheck);
    expect(alex.identity!.checkedBy).toMatch(/^admin/);
    expect(alex.blockers).toEqual([]);
    const [logged] = await auditEntries("register.identity");
    expect(logged).toMatchObject({
      recordType: "learner",
      recordId: ids.alex,
      summary:
        "Checked the identity of Alex Reid: Signed, current passport (any nationality); Utility bill (not a mobile phone bill) from the last 3 months; Bank or building society statement from the last 3 months",
      before: null,
      after: validCheck,
    });
  });
});

describe("'cannot sit the assessment'", () => {
  it("names what is missing on a course that needs a first aid certificate, and clears once both are verified", async () => {
    const { ids, learnerPath, register } = await scene({ needsFirstAid: true });
    const blockersOf = async () => (await register()).learners.find((learner) => learner.id === ids.alex)!.blockers;
    expect((await register()).needsFirstAid).toBe(true);
    expect(await blockersOf()).toEqual(["Identity not checked", "First aid evidence not verified"]);

    expect((await site.admin.send("PUT", learnerPath(ids.alex, "identity"), validCheck)).status).toBe(200);
    expect(await blockersOf()).toEqual(["First aid evidence not verified"]);

    const noIssueDate = await site.admin.send("PUT", learnerPath(ids.alex, "first-aid"), {
      status: "verified",
      qualification: "efaw",
    });
    expect(await fieldErrorsOf(noIssueDate)).toEqual({ issuedOn: ["Give the date the certificate was issued."] });

    const rejected = await site.admin.send("PUT", learnerPath(ids.alex, "first-aid"), {
      status: "rejected",
      qualification: "efaw",
      note: "Certificate expired",
    });
    expect(rejected.status).toBe(200);
    expect(await blockersOf()).toEqual(["First aid evidence rejected"]);

    const issuedOn = addDays(today, -200);
    const verified = await site.admin.send("PUT", learnerPath(ids.alex, "first-aid"), {
      status: "verified",
      qualification: "efaw",
      issuedOn,
      note: null,
    });
    expect(verified.status).toBe(200);
    const alex = (await register()).learners.find((learner) => learner.id === ids.alex)!;
    expect(alex.blockers).toEqual([]);
    expect(alex.firstAid).toMatchObject({ status: "verified", qualification: "efaw", issuedOn, note: null });
    expect(alex.firstAid!.expiresOn).toBe(`${Number(issuedOn.slice(0, 4)) + 3}${issuedOn.slice(4)}`);
    expect((await auditEntries("register.first-aid")).map((row) => [row.recordId, row.summary])).toEqual([
      [ids.alex, "Verified the first aid certificate Emergency First Aid at Work (EFAW) of Alex Reid"],
      [ids.alex, "Rejected the first aid certificate Emergency First Aid at Work (EFAW) of Alex Reid"],
    ]);
  });

  it("refuses first aid evidence on a course that does not need it", async () => {
    const { ids, learnerPath } = await scene();
    const answer = await site.admin.send("PUT", learnerPath(ids.alex, "first-aid"), { status: "rejected" });
    expect(await answerOf(answer)).toEqual({
      status: 409,
      body: { message: "This course does not need a first aid certificate." },
    });
  });
});

describe("the lock after the last day plus 7 days", () => {
  it("is open on the 7th day after the last day, without a reason", async () => {
    // Last day 7 days ago: the first day 8 days ago.
    const { register, ids, learnerPath, days } = await scene({ firstDay: addDays(today, -8) });
    expect(days[1]).toBe(addDays(today, -7));
    expect((await register()).locked).toBe(false);
    const answer = await site.admin.send("PUT", learnerPath(ids.alex, "mark"), { day: days[1], status: "absent" });
    expect(answer.status).toBe(200);
  });

  it("asks for a reason from the 8th day, and keeps it in the audit log", async () => {
    const { register, ids, learnerPath, days, base } = await scene({ firstDay: addDays(today, -9) });
    const view = await register();
    expect(view).toMatchObject({ locked: true, lockedFrom: today });
    const refusal = {
      status: 409,
      body: {
        message: `The register locked on ${formatDate(today)}: give a reason for the change.`,
        fieldErrors: { reason: [`The register locked on ${formatDate(today)}: give a reason for the change.`] },
      },
    };
    const put = (what: string, body: object) => site.admin.send("PUT", learnerPath(ids.alex, what), body);
    expect(await answerOf(await put("mark", { day: days[0], status: "absent", reason: "   " }))).toEqual(refusal);
    expect(await answerOf(await put("identity", validCheck))).toEqual(refusal);
    expect(await answerOf(await site.admin.send("POST", `${base}/all-present`, { day: days[0] }))).toEqual(refusal);
    expect(await site.app.ctx.db.$count(attendance)).toBe(0);
    expect(await auditEntries("register.mark")).toEqual([]);

    const reason = "Sign-in sheet re-read: Alex left at lunch";
    const answer = await put("mark", { day: days[0], status: "left-early", minutesMissed: 180, reason });
    expect(answer.status).toBe(200);
    const [logged] = await auditEntries("register.mark");
    expect(logged).toMatchObject({
      recordId: ids.alex,
      summary: `Marked Alex Reid left early (180 minutes missed) on ${formatDate(days[0]!)} (reason: ${reason})`,
      after: { day: days[0], status: "left-early", minutesMissed: 180, note: null, reason },
    });
    const [allPresent] = await Promise.all([
      site.admin.post(`${base}/all-present`, { day: days[0], reason: "Register filled in late" }),
    ]);
    expect(allPresent).toEqual({ marked: 2 });
    const [entry] = await site.app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "register.all-present")));
    expect(entry!.summary).toMatch(/: marked 2 learners present \(reason: Register filled in late\)$/);
  });

  it("locks on the London day after the 7th, whatever the time (the server's rule with its clock given)", async () => {
    const { ids, date, days } = await scene({ firstDay: "2026-12-07" });
    const ref = { kind: "available-date" as const, id: date.id };
    const actor = { username: "trainer" };
    const mark = { day: days[0]!, status: "absent" as const, minutesMissed: null, note: null, reason: null };
    await markLearner(site.app.ctx.db, ref, ids.alex, mark, actor, "2026-12-15");
    await expect(markLearner(site.app.ctx.db, ref, ids.alex, mark, actor, "2026-12-16")).rejects.toMatchObject({
      status: 409,
      message: "The register locked on 16 December 2026: give a reason for the change.",
    });
  });
});
