import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { applyFieldErrors } from "./form-errors";

const badRequest = (fieldErrors: Record<string, string[]>) =>
  new ApiError(400, JSON.stringify({ message: "Please check the highlighted fields.", fieldErrors }), "Bad Request");

function apply(error: unknown, fields: readonly string[], prefix?: string) {
  const calls: { name: string; message: string; focus: boolean }[] = [];
  const matched = applyFieldErrors(
    error,
    (name, { message }, { shouldFocus }) => calls.push({ name, message, focus: shouldFocus }),
    fields,
    { prefix },
  );
  return { matched, calls };
}

type Case = {
  case: string;
  fieldErrors: Record<string, string[]>;
  fields: string[];
  calls: { name: string; message: string; focus: boolean }[];
};

describe("applyFieldErrors", () => {
  it.each<Case>([
    {
      case: "focuses the first field in the form's order, not the server's",
      fieldErrors: { phone: ["Bad phone"], email: ["Bad email"] },
      fields: ["fullName", "email", "phone"],
      calls: [
        { name: "email", message: "Bad email", focus: true },
        { name: "phone", message: "Bad phone", focus: false },
      ],
    },
    {
      case: "gives a nested message to its field, at its own path",
      fieldErrors: { "syllabus.1.topic": ["Topic is required"] },
      fields: ["title", "syllabus"],
      calls: [{ name: "syllabus.1.topic", message: "Topic is required", focus: true }],
    },
    {
      case: "leaves out names the form does not have",
      fieldErrors: { leadId: ["Unknown lead"], slug: ["Taken"] },
      fields: ["slug"],
      calls: [{ name: "slug", message: "Taken", focus: true }],
    },
    {
      case: "takes the first message of each field",
      fieldErrors: { slug: ["First", "Second"] },
      fields: ["slug"],
      calls: [{ name: "slug", message: "First", focus: true }],
    },
    {
      case: "does not take a field for its prefix ('email' is not 'emailConfirm')",
      fieldErrors: { emailConfirm: ["No"] },
      fields: ["email"],
      calls: [],
    },
  ])("$case", ({ fieldErrors, fields, calls }) => {
    const result = apply(badRequest(fieldErrors), fields);
    expect(result.calls).toEqual(calls);
    expect(result.matched).toBe(calls.length > 0);
  });

  it("drops the server's prefix: the booking's userDetails.fullName is the form's fullName", () => {
    const error = badRequest({ "userDetails.postcode": ["Bad postcode"], "userDetails.fullName": ["Bad name"] });
    expect(apply(error, ["fullName", "email", "postcode"], "userDetails.").calls).toEqual([
      { name: "fullName", message: "Bad name", focus: true },
      { name: "postcode", message: "Bad postcode", focus: false },
    ]);
  });

  it.each([
    ["a network failure", new TypeError("Failed to fetch")],
    ["an answer without field messages", new ApiError(409, JSON.stringify({ message: "Full" }), "Conflict")],
  ])("sets nothing for %s", (_case, error) => {
    expect(apply(error, ["email"])).toEqual({ matched: false, calls: [] });
  });
});
