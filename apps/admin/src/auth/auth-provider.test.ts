import type { User } from "@wandelwijs/api-client/types";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AUTH_FRESH_MS, createAuthProvider } from "./auth-provider";

const admin: User = { id: "u1", name: "Anne Admin", email: "admin@wandelwijs.nl", role: "ADMIN", phone: null, language: "nl", createdAt: "2025-01-01T00:00:00Z", updatedAt: "2025-01-01T00:00:00Z" };

/** stubMe answers GET /auth/me (and POST /auth/logout with 204); it records every call. */
function stubMe(status: number, body: unknown) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === "/api/v1/auth/logout") return new Response(null, { status: 204 });
    if (url === "/api/v1/auth/me") return new Response(JSON.stringify(body), { status });
    throw new Error(`unexpected call to ${url}`);
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function clock() {
  let t = 1_000_000;
  return { now: () => t, pass: (ms: number) => (t += ms) };
}

afterEach(() => {
  document.cookie = "XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT";
});

describe("authProvider", () => {
  it("trusts the gate's /auth/me answer for 5 minutes, then asks again", async () => {
    const time = clock();
    const fetch = stubMe(200, { ...admin, name: "Anne de Beheerder" });
    const provider = createAuthProvider(admin, { now: time.now });

    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    time.pass(AUTH_FRESH_MS - 1);
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();

    time.pass(1);
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(["/api/v1/auth/me"]);
    // The fresh answer is what identity shows from now on.
    await expect(provider.getIdentity!()).resolves.toEqual({ id: "u1", fullName: "Anne de Beheerder" });
  });

  it.each([
    ["the session ended", 401, { message: "Niet ingelogd" }],
    ["the account is no admin any more", 200, { ...admin, role: "USER" }],
  ])("refuses once %s", async (_case, status, body) => {
    const time = clock();
    stubMe(status, body);
    const provider = createAuthProvider(admin, { now: time.now });

    time.pass(AUTH_FRESH_MS);
    await expect(provider.checkAuth({})).rejects.toThrow("Geen toegang tot de beheeromgeving");
  });

  it("keeps the admin when the server cannot say, and asks again next time", async () => {
    const time = clock();
    const fetch = stubMe(503, {});
    const provider = createAuthProvider(admin, { now: time.now });

    time.pass(AUTH_FRESH_MS);
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("gives the role as permissions and id and name as identity", async () => {
    stubMe(200, admin);
    const provider = createAuthProvider(admin);

    await expect(provider.getPermissions!({})).resolves.toBe("ADMIN");
    await expect(provider.getIdentity!()).resolves.toEqual({ id: "u1", fullName: "Anne Admin" });
  });

  it("logs out with POST /auth/logout and the CSRF header, then goes to the shop's front page", async () => {
    document.cookie = "XSRF-TOKEN=t0k3n";
    const fetch = stubMe(200, admin);
    const goTo = vi.fn();
    const provider = createAuthProvider(admin, { goTo });

    await expect(provider.logout({})).resolves.toBe(false);

    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe("/api/v1/auth/logout");
    expect(init).toMatchObject({ method: "POST", headers: expect.objectContaining({ "X-XSRF-TOKEN": "t0k3n" }) });
    expect(goTo).toHaveBeenCalledWith("/");
  });

  it("still leaves for / when the logout call fails", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    const goTo = vi.fn();
    const provider = createAuthProvider(admin, { goTo });

    await provider.logout({});
    expect(goTo).toHaveBeenCalledWith("/");
  });

  it("treats a 401 from the API as a lost session, other errors not", async () => {
    const fetch = stubMe(200, admin);
    const provider = createAuthProvider(admin);

    await expect(provider.checkError({ status: 401 })).rejects.toEqual({ status: 401 });
    await expect(provider.checkError({ status: 500 })).resolves.toBeUndefined();
    await expect(provider.checkError({ status: 409 })).resolves.toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("treats a 403 as a lost session only when /auth/me no longer says admin", async () => {
    // An admin refused by a rule (changing their own role) stays signed in.
    stubMe(200, admin);
    await expect(createAuthProvider(admin).checkError({ status: 403 })).resolves.toBeUndefined();

    stubMe(200, { ...admin, role: "USER" });
    await expect(createAuthProvider(admin).checkError({ status: 403 })).rejects.toEqual({ status: 403 });

    stubMe(401, { message: "Niet ingelogd" });
    await expect(createAuthProvider(admin).checkError({ status: 403 })).rejects.toEqual({ status: 403 });
  });

  it("has no login of its own: logging in happens in the shop", async () => {
    await expect(createAuthProvider(admin).login({})).rejects.toThrow("/login");
  });
});
