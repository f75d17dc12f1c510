// A stand-in for the API at the fetch boundary: routes keyed "METHOD /api/v1/path" answer
// canned JSON, every call is recorded, and an unknown route answers 501 as an unfinished
// backend does.
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { expect, vi } from "vitest";

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

/** A route answers a Response, a JSON body, or a function of the call that returns either. */
export type Route = Response | Record<string, unknown> | unknown[] | ((call: ApiCall) => unknown);

/** json is a JSON response. */
export const json = (body: unknown, init: { status?: number; headers?: Record<string, string> } = {}) =>
  new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { "Content-Type": "application/json", ...init.headers },
  });

/** page is a list answer as ra-data-simple-rest expects it: the rows and Content-Range. */
export const page = (resource: string, rows: unknown[], total = rows.length) =>
  json(rows, { headers: { "Content-Range": `${resource} 0-${Math.max(rows.length - 1, 0)}/${total}` } });

/** fakeApi stubs fetch with routes and returns the recorded calls. */
export function fakeApi(routes: Record<string, Route>) {
  const calls: ApiCall[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = (init?.method ?? "GET").toUpperCase();
    let body: unknown = undefined;
    if (typeof init?.body === "string" && init.body !== "") {
      try {
        body = JSON.parse(init.body);
      } catch {
        body = init.body;
      }
    }
    const call: ApiCall = { method, path: url.pathname, query: url.searchParams, body, headers: new Headers(init?.headers) };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    if (route === undefined) return json({ message: "Not implemented" }, { status: 501 });
    const answer = typeof route === "function" ? await route(call) : route;
    // A Response can be read once: hand out a copy so a route can answer repeatedly.
    return answer instanceof Response ? answer.clone() : json(answer);
  });
  vi.stubGlobal("fetch", fetch);
  /** callsTo lists the calls of one method and path. */
  const callsTo = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);
  return { fetch, calls, callsTo };
}

/**
 * searchList types value into the list's search box named box and waits until the list's
 * call to path asks for it (the filter's q).
 */
export async function searchList(api: { calls: ApiCall[] }, path: string, box: string, value: string) {
  fireEvent.change(screen.getByRole("textbox", { name: box }), { target: { value } });
  await waitFor(() => expect(api.calls.some((c) => c.path === path && JSON.parse(c.query.get("filter") ?? "{}").q === value)).toBe(true));
}
