import { describe, expect, it } from "vitest";
import { fakeApi } from "../testing/api";
import { getDashboard } from "./api";

describe("dashboard calls", () => {
  it("fetches the dashboard figures", async () => {
    const figures = { walks: { total: 3 } };
    fakeApi({ "GET /api/v1/admin/dashboard": figures });
    await expect(getDashboard()).resolves.toEqual(figures);
  });
});
