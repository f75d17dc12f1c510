import { HttpError } from "react-admin";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dataProvider } from "./data-provider";
import { fakeApi, json, page } from "../testing/api";

function stubFetch() {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
    new Response(JSON.stringify({ id: 1 }), { headers: { "Content-Type": "application/json" } }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const listParams = { pagination: { page: 2, perPage: 25 }, sort: { field: "title", order: "ASC" as const }, filter: { q: "bos" } };

afterEach(() => {
  for (const name of ["XSRF-TOKEN", "ww_has_session"]) {
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
});

describe("dataProvider paths", () => {
  it.each([
    ["walks", "/api/v1/walks/admin/all"],
    ["users", "/api/v1/users"],
    ["vouchers", "/api/v1/vouchers"],
    ["bookings", "/api/v1/bookings"],
    ["feest-requests", "/api/v1/feest/admin/all"],
    ["custom-walks", "/api/v1/custom-walks"],
  ])("lists %s at %s with sort, range and filter", async (resource, path) => {
    const api = fakeApi({ [`GET ${path}`]: page(resource, [{ id: 1 }], 1) });
    await dataProvider.getList(resource, listParams);
    const [call] = api.calls;
    expect(call.path).toBe(path);
    expect(JSON.parse(call.query.get("sort")!)).toEqual(["title", "ASC"]);
    expect(JSON.parse(call.query.get("range")!)).toEqual([25, 49]);
    expect(JSON.parse(call.query.get("filter")!)).toEqual({ q: "bos" });
  });

  it.each([
    ["walks", "/api/v1/walks/admin/1"],
    ["users", "/api/v1/users/1"],
    ["feest-requests", "/api/v1/feest/admin/1"],
    ["custom-walks", "/api/v1/custom-walks/1"],
    ["bookings", "/api/v1/admin/bookings/1"],
  ])("reads one of %s at %s", async (resource, url) => {
    const fetch = stubFetch();
    await dataProvider.getOne(resource, { id: 1 });
    expect(fetch).toHaveBeenCalledWith(url, expect.anything());
  });

  it("asks for many walks on the list path with filter={id:[…]}", async () => {
    const api = fakeApi({ "GET /api/v1/walks/admin/all": json([{ id: "a" }, { id: "b" }]) });
    await expect(dataProvider.getMany("walks", { ids: ["a", "b"] })).resolves.toEqual({ data: [{ id: "a" }, { id: "b" }] });
    expect(JSON.parse(api.calls[0].query.get("filter")!)).toEqual({ id: ["a", "b"] });
  });

  it("creates a walk with POST /walks/admin and a user with POST /users", async () => {
    const api = fakeApi({
      "POST /api/v1/walks/admin": json({ id: "w1", title: "Stilte" }, { status: 201 }),
      "POST /api/v1/users": json({ id: "u9" }, { status: 201 }),
    });
    await expect(dataProvider.create("walks", { data: { title: "Stilte" } })).resolves.toEqual({ data: { id: "w1", title: "Stilte" } });
    await dataProvider.create("users", { data: { name: "Bram" } });
    expect(api.calls.map((c) => `${c.method} ${c.path} ${JSON.stringify(c.body)}`)).toEqual([
      'POST /api/v1/walks/admin {"title":"Stilte"}',
      'POST /api/v1/users {"name":"Bram"}',
    ]);
  });

  it("updates a walk with PUT and a user with PATCH", async () => {
    const api = fakeApi({
      "PUT /api/v1/walks/admin/w1": json({ id: "w1", published: true }),
      "PATCH /api/v1/users/u2": json({ id: "u2", role: "ADMIN" }),
    });
    await expect(
      dataProvider.update("walks", { id: "w1", data: { published: true }, previousData: { id: "w1" } }),
    ).resolves.toEqual({ data: { id: "w1", published: true } });
    await dataProvider.update("users", { id: "u2", data: { role: "ADMIN" }, previousData: { id: "u2" } });
    expect(api.calls.map((c) => `${c.method} ${c.path} ${JSON.stringify(c.body)}`)).toEqual([
      'PUT /api/v1/walks/admin/w1 {"published":true}',
      'PATCH /api/v1/users/u2 {"role":"ADMIN"}',
    ]);
  });

  it("deletes a walk at DELETE /walks/admin/{id} and answers the deleted record", async () => {
    const api = fakeApi({ "DELETE /api/v1/walks/admin/w1": json({ id: "w1", title: "Stilte" }) });
    await expect(dataProvider.delete("walks", { id: "w1", previousData: { id: "w1" } })).resolves.toEqual({
      data: { id: "w1", title: "Stilte" },
    });
    expect(api.calls[0].method).toBe("DELETE");
  });

  it("refuses a resource without an API path", async () => {
    stubFetch();
    expect(() => dataProvider.getOne("bikes", { id: 1 })).toThrow(/bikes/);
  });
});

describe("Content-Range", () => {
  it("gives the list's total from Content-Range", async () => {
    fakeApi({ "GET /api/v1/walks/admin/all": page("walks", [{ id: 1 }, { id: 2 }], 319) });
    await expect(dataProvider.getList("walks", listParams)).resolves.toEqual({ data: [{ id: 1 }, { id: 2 }], total: 319 });
  });

  it("asks for the range also in a Range header", async () => {
    const api = fakeApi({ "GET /api/v1/users": page("users", [], 0) });
    await expect(dataProvider.getList("users", listParams)).resolves.toEqual({ data: [], total: 0 });
    expect(api.calls[0].headers.get("Range")).toBe("users=25-49");
  });

  it("fails a list answered without Content-Range", async () => {
    fakeApi({ "GET /api/v1/vouchers": json([]) });
    await expect(dataProvider.getList("vouchers", listParams)).rejects.toThrow(/Content-Range/);
  });
});

describe("errors", () => {
  it("rejects with the server's message and field errors", async () => {
    fakeApi({
      "POST /api/v1/walks/admin": json(
        { message: "Deze slug is al in gebruik", errors: { slug: "Deze slug is al in gebruik" } },
        { status: 409 },
      ),
    });
    const error = await dataProvider.create("walks", { data: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 409,
      message: "Deze slug is al in gebruik",
      body: { errors: { slug: "Deze slug is al in gebruik" } },
    });
  });
});

describe("session", () => {
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
