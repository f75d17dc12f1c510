import { afterEach, describe, expect, it } from "vitest";
import { fakeApi, json } from "../testing/api";
import { feestRequestAction, setCustomWalkStatus } from "./api";

afterEach(() => {
  document.cookie = "XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT";
});

describe("request status calls", () => {
  it.each([["read"], ["replied"]] as const)("marks a party request %s with PATCH and the CSRF header", async (action) => {
    document.cookie = "XSRF-TOKEN=token-9";
    const api = fakeApi({ [`PATCH /api/v1/feest/admin/f1/${action}`]: json({ id: "f1", status: "IN_PROGRESS" }) });
    await expect(feestRequestAction("f1", action)).resolves.toEqual({ data: { id: "f1", status: "IN_PROGRESS" } });
    expect(api.calls[0].body).toBeUndefined();
    expect(api.calls[0].headers.get("X-XSRF-TOKEN")).toBe("token-9");
  });

  it("moves a custom-walk request with PATCH /custom-walks/{id}/status {status}", async () => {
    const api = fakeApi({ "PATCH /api/v1/custom-walks/c1/status": json({ id: "c1", status: "COMPLETED" }) });
    await setCustomWalkStatus("c1", "COMPLETED");
    expect(api.calls[0].body).toEqual({ status: "COMPLETED" });
  });
});
