import { describe, expect, it } from "vitest";
import { describeError } from "../../core/services/mask.ts";

describe("an error in a log line", () => {
  it("keeps the database's reason and drops the query's values, addresses included", () => {
    const cause = new Error('duplicate key value violates unique constraint "leads_pkey"');
    const error = new Error(
      'Failed query: insert into "leads" ("email", "name") values ($1, $2)\nparams: budi@pt-alun.co.id,Budi Santoso',
      { cause },
    );
    const line = describeError(error);
    expect(line).toBe('query failed: duplicate key value violates unique constraint "leads_pkey"');
    expect(line).not.toContain("budi@");
    expect(line).not.toContain("Budi Santoso");
  });

  it("masks an address an SMTP server quotes", () => {
    expect(
      describeError(new Error("550 5.1.1 <siti.rahma@majujaya.co.id>: Recipient address rejected")),
    ).toBe("550 5.1.1 <s***@majujaya.co.id>: Recipient address rejected");
  });
});
