// @vitest-environment node
import { describe, expect, it } from "vitest";
import { checkedIn, modules, typesOf } from "../scripts/api-types.mjs";

// The SPAs' API types are generated from the OpenAPI documents the Go tests keep current
// (TestTheOpenAPIDocumentIsCurrent): a Go type changed without `make api-types` fails
// there, a generated module edited by hand or left stale fails here. The schemas both APIs
// encode alike stand once, in the common module.
// Generating a module takes a few seconds of CPU; a busy machine must not fail it by the clock.
describe.each(modules)("the generated %s types", (module) => {
  it("are what the OpenAPI documents give", { timeout: 60_000 }, async () => {
    expect(await checkedIn(module), "run `make api-types` and commit what changes").toBe(await typesOf(module));
  });
});
