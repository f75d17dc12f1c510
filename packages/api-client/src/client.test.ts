import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiFetch } from "./client";

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = "XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT";
  document.cookie = "ww_has_session=; expires=Thu, 01 Jan 1970 00:00:00 GMT";
});

describe("apiFetch", () => {
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
});
