import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, serializeError } from "./logger";

describe("logs carry no personal data", () => {
  it("drops a failed query's parameters from the message and the stack, keeping the SQL", () => {
    const error = new Error(
      'Failed query: insert into "lead" ("email") values ($1)\nparams: sam@example.com,Sam Taylor',
    );
    error.stack = `Error: ${error.message}\n    at insert (file.js:1:1)`;
    const serialized = serializeError(new Error("wrapper", { cause: error }));
    const text = JSON.stringify(serialized);
    expect(text).not.toContain("sam@example.com");
    expect(text).not.toContain("Sam Taylor");
    expect(text).toContain('insert into \\"lead\\"');
    expect(text).toContain("params: [redacted]");
    expect(text).toContain("at insert (file.js:1:1)");
  });

  it("redacts e-mail, phone, passwords and customer details wherever a log line holds them", () => {
    let output = "";
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        output += chunk.toString();
        done();
      },
    });
    createLogger("info", sink).info(
      { body: { email: "sam@example.com", phone: "07700900123", password: "hunter2hunter2", userDetails: { x: 1 } } },
      "request",
    );
    expect(output).not.toMatch(/sam@example\.com|07700900123|hunter2/);
    expect(output).toContain("[redacted]");
  });
});
