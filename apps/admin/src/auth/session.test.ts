import type { User } from "@wandelwijs/api-client/types";
import { afterEach, describe, expect, it, vi } from "vitest";
import { checkAccess, fetchAdmin, fetchCurrentUser } from "./session";

const admin: User = { id: "u1", name: "Anne", email: "admin@wandelwijs.nl", role: "ADMIN", phone: null, language: "nl", createdAt: "2025-01-01T00:00:00Z", updatedAt: "2025-01-01T00:00:00Z" };

afterEach(() => {
  document.cookie = "ww_has_session=; expires=Thu, 01 Jan 1970 00:00:00 GMT";
});

describe("fetchAdmin", () => {
  it("refreshes an expired session once and asks again", async () => {
    document.cookie = "ww_has_session=1";
    const answers = [new Response("{}", { status: 401 }), new Response("{}"), new Response(JSON.stringify(admin))];
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => answers.shift()!);
    vi.stubGlobal("fetch", fetch);

    await expect(fetchAdmin()).resolves.toEqual(admin);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(["/api/v1/auth/me", "/api/v1/auth/refresh", "/api/v1/auth/me"]);
  });

  it("treats a network failure as no admin", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    await expect(fetchAdmin()).resolves.toBeNull();
  });

  it("is null for a customer", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ ...admin, role: "USER" }))));
    await expect(fetchAdmin()).resolves.toBeNull();
  });
});

describe("fetchCurrentUser", () => {
  it("returns null on a 401 without a session cookie, without trying a refresh", async () => {
    const fetch = vi.fn(async () => new Response("{}", { status: 401 }));
    vi.stubGlobal("fetch", fetch);

    await expect(fetchCurrentUser()).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledOnce();
  });

  it("returns null when the refresh is refused", async () => {
    document.cookie = "ww_has_session=1";
    const fetch = vi.fn(async (_url: string) => new Response("{}", { status: 401 }));
    vi.stubGlobal("fetch", fetch);

    await expect(fetchCurrentUser()).resolves.toBeNull();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(["/api/v1/auth/me", "/api/v1/auth/refresh"]);
  });

  it("throws when the server cannot say", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response("{}", { status: 503 })));
    await expect(fetchCurrentUser()).rejects.toMatchObject({ status: 503 });
  });
});

describe("checkAccess", () => {
  it.each([
    ["an admin", 200, admin, "admin"],
    ["a customer", 200, { ...admin, role: "USER" }, "user"],
    ["a visitor", 401, {}, "anonymous"],
    ["anyone while the API is not there", 501, {}, "anonymous"],
  ])("tells %s apart", async (_who, status, body, kind) => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify(body), { status })));
    await expect(checkAccess()).resolves.toMatchObject({ kind });
  });
});
