import { afterEach, describe, expect, it, vi } from "vitest";
import { dataProvider } from "./dataProvider";

function stubFetch() {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
    new Response(JSON.stringify({ id: 1 }), { headers: { "Content-Type": "application/json" } }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => {
  for (const name of ["XSRF-TOKEN", "ww_has_session"]) {
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
});

describe("dataProvider", () => {
  it.each([
    ["walks", "/api/v1/walks/admin/1"],
    ["users", "/api/v1/users/1"],
    ["vouchers", "/api/v1/vouchers/1"],
    ["bookings", "/api/v1/bookings/1"],
    ["feest-requests", "/api/v1/feest/admin/1"],
    ["custom-walks", "/api/v1/custom-walks/1"],
  ])("maps %s to %s", async (resource, url) => {
    const fetch = stubFetch();
    await dataProvider.getOne(resource, { id: 1 });
    expect(fetch).toHaveBeenCalledWith(url, expect.anything());
  });

  it("maps list calls too", async () => {
    const fetch = vi.fn(async (_url: string) => new Response("[]", { headers: { "Content-Range": "walks 0-0/0" } }));
    vi.stubGlobal("fetch", fetch);
    await dataProvider.getList("walks", {
      pagination: { page: 1, perPage: 10 },
      sort: { field: "id", order: "ASC" },
      filter: {},
    });
    expect(fetch.mock.calls[0][0]).toMatch(/^\/api\/v1\/walks\/admin\?/);
  });

  it("refuses a resource without an API path", async () => {
    stubFetch();
    expect(() => dataProvider.getOne("bikes", { id: 1 })).toThrow(/bikes/);
  });

  it("sends cookies on every call and the CSRF header only on non-GET calls", async () => {
    document.cookie = "XSRF-TOKEN=token-123";
    const fetch = stubFetch();

    await dataProvider.getOne("walks", { id: 1 });
    await dataProvider.update("walks", { id: 1, data: { published: true }, previousData: { id: 1 } });

    const [getInit, putInit] = fetch.mock.calls.map(([, init]) => init!);
    expect(getInit.credentials).toBe("same-origin");
    expect(new Headers(getInit.headers).has("X-XSRF-TOKEN")).toBe(false);
    expect(putInit.method).toBe("PUT");
    expect(putInit.credentials).toBe("same-origin");
    expect(new Headers(putInit.headers).get("X-XSRF-TOKEN")).toBe("token-123");
  });

  it("refreshes an expired session once and repeats the call", async () => {
    document.cookie = "ww_has_session=1";
    const answers = [new Response("{}", { status: 401 }), new Response("{}"), new Response('{"id":1}')];
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => answers.shift()!);
    vi.stubGlobal("fetch", fetch);

    await expect(dataProvider.getOne("users", { id: 1 })).resolves.toEqual({ data: { id: 1 } });
    expect(fetch.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${url}`)).toEqual([
      "GET /api/v1/users/1",
      "POST /api/v1/auth/refresh",
      "GET /api/v1/users/1",
    ]);
  });
});
