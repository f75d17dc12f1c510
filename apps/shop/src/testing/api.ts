import { vi } from "vitest";

export interface Answer {
  status: number;
  body?: unknown;
}

/** Handler answers one API route; it sees the decoded JSON body of the call. */
export type Handler = Answer | ((body: unknown) => Answer | Promise<Answer>);

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * stubApi answers API calls by "METHOD /path" (path below /api/v1) and records every call.
 * A call no handler knows fails the request, so a test notices calls it did not expect.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = (init.method ?? "GET").toUpperCase();
    const path = url.replace(/^\/api\/v1/, "");
    const body = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body, headers: (init.headers ?? {}) as Record<string, string> });
    const handler = handlers[`${method} ${path}`];
    if (!handler) throw new Error(`unexpected call: ${method} ${path}`);
    const answer = typeof handler === "function" ? await handler(body) : handler;
    const text = answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status, headers: { "Content-Type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetch);
  return { fetch, calls, paths: () => calls.map((call) => `${call.method} ${call.path}`) };
}

/** never is an answer that does not come, to look at a page while its call is under way. */
export function never(): Promise<Answer> {
  return new Promise(() => {});
}
