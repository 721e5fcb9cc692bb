import { describe, expect, it } from "vitest";
import { leads } from "#db/schema";
import { postJson } from "#test/support/test-app";
import { setUpTestApp } from "#test/support/app-fixture";

const site = setUpTestApp();

const valid = {
  firstName: "Sam",
  lastName: "Taylor",
  email: "sam@example.com",
  phone: "07700 900123",
  message: "Subject: course-enquiry\n\nWhen does the next door supervisor course start?",
};

const storedLeads = () => site.app.ctx.db.select().from(leads);

describe("POST /api/leads/contact", () => {
  it("stores a lead with source 'contact' and answers 201 with its id", async () => {
    const response = await postJson(site.app, "/api/leads/contact", valid);

    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string; message: string };
    expect(body).toEqual({ id: expect.any(String), message: "Thanks — we'll be in touch within 24 hours." });
    const rows = await storedLeads();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: body.id,
      source: "contact",
      status: "new",
      firstName: "Sam",
      lastName: "Taylor",
      fullName: "Sam Taylor",
      email: "sam@example.com",
      phone: "07700 900123",
      message: valid.message,
    });
  });

  it("trims text and stores an empty or missing phone as no phone", async () => {
    const { phone: _phone, ...withoutPhone } = valid;
    await postJson(site.app, "/api/leads/contact", {
      ...withoutPhone,
      firstName: "  Sam ",
      email: " sam@example.com ",
    });
    await postJson(site.app, "/api/leads/contact", { ...valid, phone: "   " });
    const rows = await storedLeads();
    expect(rows.map((row) => [row.firstName, row.email, row.phone])).toEqual([
      ["Sam", "sam@example.com", null],
      ["Sam", "sam@example.com", null],
    ]);
  });

  it.each([
    ["a missing first name", { firstName: undefined }, "firstName", "First name is required"],
    ["a blank first name", { firstName: "   " }, "firstName", "First name is required"],
    ["a missing last name", { lastName: "" }, "lastName", "Last name is required"],
    ["an invalid email", { email: "sam@" }, "email", "Please enter a valid email address"],
    ["a missing email", { email: undefined }, "email", "Please enter a valid email address"],
    ["a short message", { message: "Too short" }, "message", "Message must be at least 10 characters"],
    [
      "an over-long first name",
      { firstName: "x".repeat(101) },
      "firstName",
      "First name must be 100 characters or fewer",
    ],
    [
      "an over-long email",
      { email: `${"x".repeat(250)}@example.com` },
      "email",
      "Email address must be 254 characters or fewer",
    ],
    ["an over-long phone", { phone: "0".repeat(31) }, "phone", "Phone number must be 30 characters or fewer"],
    ["an over-long message", { message: "x".repeat(5001) }, "message", "Message must be 5000 characters or fewer"],
    ["a number for a name", { firstName: 42 }, "firstName", expect.any(String)],
  ])("refuses %s with 400 and the field message, storing nothing", async (_label, change, field, message) => {
    const response = await postJson(site.app, "/api/leads/contact", { ...valid, ...change });

    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; fieldErrors: Record<string, string[]> };
    expect(body.message).toEqual(expect.any(String));
    expect(body.fieldErrors[field]).toEqual([message]);
    expect(await storedLeads()).toHaveLength(0);
  });

  it.each([
    ["an unknown field", { ...valid, isAdmin: true }],
    ["an array", [valid]],
    ["a JSON string", JSON.stringify("hello")],
    ["an empty body", {}],
  ])("refuses %s with 400 and stores nothing", async (_label, body) => {
    const response = await postJson(site.app, "/api/leads/contact", body);
    expect(response.status).toBe(400);
    expect(await storedLeads()).toHaveLength(0);
  });

  it("refuses malformed JSON with 400", async () => {
    const response = await postJson(site.app, "/api/leads/contact", "{ not json");
    expect(response.status).toBe(400);
    expect(await storedLeads()).toHaveLength(0);
  });

  it("refuses a filled honeypot with 'Spam detected' and stores nothing", async () => {
    const response = await postJson(site.app, "/api/leads/contact", { ...valid, website: "https://spam.example" });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Spam detected" });
    expect(await storedLeads()).toHaveLength(0);
  });

  it("accepts an empty honeypot", async () => {
    const response = await postJson(site.app, "/api/leads/contact", { ...valid, website: "" });
    expect(response.status).toBe(201);
    expect(await storedLeads()).toHaveLength(1);
  });
});
