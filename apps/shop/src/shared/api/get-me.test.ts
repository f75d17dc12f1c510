import { describe, expect, it } from "vitest";
import { stubApi } from "../../testing/api";
import { aUser, signIn } from "../../testing/users";
import { getMe, meQueryOptions, ME_STALE_TIME } from "./get-me";

describe("getMe", () => {
  it("knows a visitor without a session cookie is anonymous without asking the server", async () => {
    const api = stubApi({});

    await expect(getMe()).resolves.toBeNull();
    expect(api.calls).toEqual([]);
  });

  it("asks /auth/me when the session cookie exists", async () => {
    signIn();
    const user = aUser();
    const api = stubApi({ "GET /auth/me": { status: 200, body: user } });

    await expect(getMe()).resolves.toEqual(user);
    expect(api.paths()).toEqual(["GET /auth/me"]);
  });

  it("refreshes an expired access token once and asks again", async () => {
    signIn();
    const user = aUser();
    let asked = 0;
    const api = stubApi({
      "GET /auth/me": () => (++asked === 1 ? { status: 401, body: { message: "Niet ingelogd" } } : { status: 200, body: user }),
      "POST /auth/refresh": { status: 200, body: user },
    });

    await expect(getMe()).resolves.toEqual(user);
    expect(api.paths()).toEqual(["GET /auth/me", "POST /auth/refresh", "GET /auth/me"]);
  });

  it("treats a session the server no longer refreshes as signed out", async () => {
    signIn();
    const api = stubApi({
      "GET /auth/me": { status: 401, body: {} },
      "POST /auth/refresh": { status: 401, body: {} },
    });

    await expect(getMe()).resolves.toBeNull();
    expect(api.paths()).toEqual(["GET /auth/me", "POST /auth/refresh"]);
  });

  it("reports a server failure instead of pretending the user is signed out", async () => {
    signIn();
    stubApi({ "GET /auth/me": { status: 500, body: { message: "Interne fout" } } });

    await expect(getMe()).rejects.toMatchObject({ status: 500 });
  });

  it("keeps the user fresh for 5 minutes and starts anonymous without a cookie", () => {
    const options = meQueryOptions();
    expect(options.staleTime).toBe(ME_STALE_TIME);
    expect(ME_STALE_TIME).toBe(300_000);
    expect((options.initialData as () => unknown)()).toBeNull();
    signIn();
    expect((options.initialData as () => unknown)()).toBeUndefined();
  });
});
