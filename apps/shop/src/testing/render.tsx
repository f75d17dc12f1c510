import { QueryClientProvider, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from "react-router";
import { expect, vi } from "vitest";
import { renderNow } from "../app/render-now";
import { createQueryClient } from "../app/query-client";

export { createQueryClient };

/** renderWithProviders renders UI inside a router and a query client (fresh unless one is given). */
export function renderWithProviders(ui: ReactNode, queryClient: QueryClient = createQueryClient()) {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** seededQueryClient is the app's query client already holding data for one query, kept fresh (no refetch). */
export function seededQueryClient(queryKey: QueryKey, data: unknown): QueryClient {
  const queryClient = createQueryClient();
  queryClient.setQueryDefaults(queryKey, { staleTime: Infinity });
  queryClient.setQueryData(queryKey, data);
  return queryClient;
}

/** mockFetchResponse makes the next API calls answer with the given status and JSON body. */
export function mockFetchResponse(status: number, body: unknown) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async () =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
  );
}

/** renderRoutes renders a memory router at path with the given routes; it returns the router and query client. */
export function renderRoutes(routes: RouteObject[], path: string, queryClient: QueryClient = createQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} flushSync={renderNow} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

/** expectTexts checks that element's text holds each of texts. */
export function expectTexts(element: HTMLElement, texts: readonly (string | RegExp)[]) {
  for (const text of texts) expect(element).toHaveTextContent(text);
}
