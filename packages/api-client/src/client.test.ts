import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiFetch, refreshSession, setLanguage, setUnauthorizedHandler } from "./client";

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(undefined);
  document.cookie = "XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT";
  document.cookie = "ww_has_session=; expires=Thu, 01 Jan 1970 00:00:00 GMT";
});

describe("apiFetch", () => {
  it("asks for answers in the page's language once one is set", async () => {
    const fetchMock = vi.fn().mockImplementation(async () => jsonResponse(200, {}));
    vi.stubGlobal("fetch", fetchMock);

    await apiFetch("/walks");
    setLanguage("en");
    await apiFetch("/contact", { method: "POST", body: { name: "An" } });
    setLanguage(undefined);

    expect(fetchMock.mock.calls[0][1].headers["Accept-Language"]).toBeUndefined();
    expect(fetchMock.mock.calls[1][1].headers["Accept-Language"]).toBe("en");
  });

  it("sends the CSRF cookie back as a header on a POST but not on a GET", async () => {
    document.cookie = "XSRF-TOKEN=abc123";
    const fetchMock = vi.fn().mockImplementation(async () => jsonResponse(200, {}));
    vi.stubGlobal("fetch", fetchMock);

    await apiFetch("/contact", { method: "POST", body: { name: "An" } });
    await apiFetch("/walks");

    expect(fetchMock.mock.calls[0][1].headers["X-XSRF-TOKEN"]).toBe("abc123");
    expect(fetchMock.mock.calls[1][1].headers["X-XSRF-TOKEN"]).toBeUndefined();
    expect(fetchMock.mock.calls[0][0]).toBe("/api/v1/contact");
  });

  it("throws an ApiError with the server's message and field errors", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(jsonResponse(404, { message: "Wandeling niet gevonden", errors: { slug: "x" } })));

    const err = (await apiFetch("/walks/nope").catch((e: unknown) => e)) as ApiError;

    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(404);
    expect(err.message).toBe("Wandeling niet gevonden");
    expect(err.errors).toEqual({ slug: "x" });
    expect(err.code).toBeUndefined();
  });

  it("carries the error's stable code beside the server's message", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn().mockResolvedValue(jsonResponse(409, { message: "Deze wandeling is vol.", code: "walk_full", errors: {} })),
    );

    const err = (await apiFetch("/bookings", { method: "POST" }).catch((e: unknown) => e)) as ApiError;

    expect(err.status).toBe(409);
    expect(err.message).toBe("Deze wandeling is vol.");
    expect(err.code).toBe("walk_full");
  });

  it("refreshes once on a 401 and repeats the call when a session exists", async () => {
    document.cookie = "ww_has_session=1";
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(401, { message: "Niet ingelogd" }))
      .mockResolvedValueOnce(jsonResponse(200, {}))
      .mockResolvedValueOnce(jsonResponse(200, [{ id: "b1" }]));
    vi.stubGlobal("fetch", fetchMock);

    const data = await apiFetch<{ id: string }[]>("/bookings/my");

    expect(data).toEqual([{ id: "b1" }]);
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(["/api/v1/bookings/my", "/api/v1/auth/refresh", "/api/v1/bookings/my"]);
  });

  it("calls onUnauthorized when the refresh fails", async () => {
    document.cookie = "ww_has_session=1";
    vi.stubGlobal(
      "fetch",
      vi.fn().mockResolvedValueOnce(jsonResponse(401, {})).mockResolvedValueOnce(jsonResponse(401, {})).mockResolvedValueOnce(jsonResponse(401, {})),
    );
    const onUnauthorized = vi.fn();

    await expect(apiFetch("/bookings/my", { onUnauthorized })).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it("does not try a refresh for the walk catalogue", async () => {
    document.cookie = "ww_has_session=1";
    const fetchMock = vi.fn().mockImplementation(async () => jsonResponse(401, {}));
    vi.stubGlobal("fetch", fetchMock);

    await expect(apiFetch("/walks")).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it("runs the handler set once by the app when a protected call stays 401", async () => {
    document.cookie = "ww_has_session=1";
    vi.stubGlobal("fetch", vi.fn().mockImplementation(async () => jsonResponse(401, {})));
    const handler = vi.fn();
    setUnauthorizedHandler(handler);

    await expect(apiFetch("/bookings/my")).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledOnce();
  });

  it("prefers a call's own onUnauthorized over the app's handler", async () => {
    vi.stubGlobal("fetch", vi.fn().mockImplementation(async () => jsonResponse(401, {})));
    const handler = vi.fn();
    const own = vi.fn();
    setUnauthorizedHandler(handler);

    await expect(apiFetch("/bookings/my", { onUnauthorized: own })).rejects.toBeInstanceOf(ApiError);
    expect(own).toHaveBeenCalledOnce();
    expect(handler).not.toHaveBeenCalled();
  });

  it("sends a caller without a session to the handler without trying a refresh", async () => {
    const fetchMock = vi.fn().mockImplementation(async () => jsonResponse(401, {}));
    vi.stubGlobal("fetch", fetchMock);
    const handler = vi.fn();
    setUnauthorizedHandler(handler);

    await expect(apiFetch("/users/me", { method: "PATCH", body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(["/api/v1/users/me"]);
    expect(handler).toHaveBeenCalledOnce();
  });

  it("never runs the handler for the auth calls themselves (a wrong password is no lost session)", async () => {
    document.cookie = "ww_has_session=1";
    const fetchMock = vi.fn().mockImplementation(async () => jsonResponse(401, { message: "Onjuist e-mailadres of wachtwoord." }));
    vi.stubGlobal("fetch", fetchMock);
    const handler = vi.fn();
    setUnauthorizedHandler(handler);

    const err = (await apiFetch("/auth/login", { method: "POST", body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(err.message).toBe("Onjuist e-mailadres of wachtwoord.");
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(handler).not.toHaveBeenCalled();
  });

  it("repeats a POST once with the CSRF header when the browser had no CSRF cookie yet", async () => {
    const fetchMock = vi
      .fn()
      .mockImplementationOnce(async () => {
        // The server hands out the cookie with its 403.
        document.cookie = "XSRF-TOKEN=fresh";
        return jsonResponse(403, { message: "Je sessie is verlopen of ongeldig." });
      })
      .mockImplementationOnce(async () => jsonResponse(200, { id: "u1" }));
    vi.stubGlobal("fetch", fetchMock);

    await expect(apiFetch("/auth/login", { method: "POST", body: { email: "a@b.nl" } })).resolves.toEqual({ id: "u1" });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[0][1].headers["X-XSRF-TOKEN"]).toBeUndefined();
    expect(fetchMock.mock.calls[1][1].headers["X-XSRF-TOKEN"]).toBe("fresh");
    expect(fetchMock.mock.calls[1][1].body).toBe(JSON.stringify({ email: "a@b.nl" }));
  });

  it("does not repeat a 403 that came with a CSRF header (a real refusal)", async () => {
    document.cookie = "XSRF-TOKEN=abc";
    const fetchMock = vi.fn().mockImplementation(async () => jsonResponse(403, { message: "Geen rechten" }));
    vi.stubGlobal("fetch", fetchMock);

    await expect(apiFetch("/users/me", { method: "PATCH", body: {} })).rejects.toMatchObject({ status: 403, message: "Geen rechten" });
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});

describe("refreshSession", () => {
  it("shares one refresh call between concurrent callers", async () => {
    document.cookie = "XSRF-TOKEN=abc";
    const fetchMock = vi.fn().mockImplementation(async () => jsonResponse(200, {}));
    vi.stubGlobal("fetch", fetchMock);

    const results = await Promise.all([refreshSession(), refreshSession()]);

    expect(results).toEqual([true, true]);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(fetchMock.mock.calls[0][0]).toBe("/api/v1/auth/refresh");
    expect(fetchMock.mock.calls[0][1].headers["X-XSRF-TOKEN"]).toBe("abc");
  });
});
