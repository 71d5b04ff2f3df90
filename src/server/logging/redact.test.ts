import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm/errors";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { redactConsoleErrors } from "./console";
import { PERSONAL_KEYS, redactError } from "./redact";

const personal = ["Ann Example", "4155550199", "ann@example.com", "12 Oak St, Oakland, CA 94601"];

function failedQuery(): DrizzleQueryError {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint "user_email_unique"'), {
    code: "23505",
    detail: "Key (email)=(ann@example.com) already exists.",
  });
  return new DrizzleQueryError(
    'insert into "pricing_leads" ("full_name", "phone", "email", "address")',
    personal,
    cause,
  );
}

function capture() {
  let out = "";
  const stream = new Writable({
    write(chunk, _enc, done) {
      out += chunk.toString();
      done();
    },
  });
  const log = pino(
    {
      serializers: { err: redactError },
      redact: { paths: PERSONAL_KEYS.flatMap((k) => [k, `*.${k}`]), censor: "[redacted]" },
    },
    stream,
  );
  return { log, text: () => out };
}

describe("log redaction", () => {
  it("keeps a failed query's SQL and error code but none of its bound values", () => {
    const { log, text } = capture();
    log.error({ err: failedQuery() }, "lead save failed");
    const line = text();
    expect(line).toContain("pricing_leads");
    expect(line).toContain("23505");
    for (const value of personal) expect(line).not.toContain(value);
  });

  it("censors personal fields passed beside the message", () => {
    const { log, text } = capture();
    log.info({ to: "ann@example.com", mail: { to: "ann@example.com", subject: "Your estimate" } }, "mail sent");
    expect(text()).not.toContain("ann@example.com");
    expect(text()).toContain("Your estimate");
  });

  it("prints errors given to console.error without their bound values", () => {
    const lines: unknown[][] = [];
    const fake = { error: (...a: unknown[]) => lines.push(a), warn: (...a: unknown[]) => lines.push(a) };
    redactConsoleErrors(fake);
    fake.error("render failed", failedQuery());
    const printed = lines
      .flat()
      .map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : String(a)))
      .join("\n");
    expect(printed).toContain("Failed query");
    for (const value of personal) expect(printed).not.toContain(value);
  });
});
