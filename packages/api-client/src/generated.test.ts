// @vitest-environment node
import { describe, expect, it } from "vitest";
import { checkedIn, typesOf } from "../scripts/api-types.mjs";

// The SPAs' API types are generated from the OpenAPI documents the Go tests keep current
// (TestTheOpenAPIDocumentIsCurrent): a Go type changed without `make api-types` fails
// there, a generated module edited by hand or left stale fails here.
// Generating a module takes a few seconds of CPU; a busy machine must not fail it by the clock.
describe.each(["shop", "admin"] as const)("the %s API's generated types", (api) => {
  it("are what its OpenAPI document gives", { timeout: 60_000 }, async () => {
    expect(await checkedIn(api), "run `make api-types` and commit what changes").toBe(await typesOf(api));
  });
});
