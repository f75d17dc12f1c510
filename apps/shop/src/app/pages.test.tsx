import { QueryClientProvider } from "@tanstack/react-query";
import { render, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import table from "../../../../packages/platform/site/pages.json";
import { ME_KEY } from "../shared/api/get-me";
import { walksQueryOptions } from "../features/walk/api/get-walks";
import { stubApi } from "../testing/api";
import { seededQueryClient } from "../testing/render";
import { aUser, signIn } from "../testing/users";
import { routes } from "./router";

// The BFF serves every shop route with the head pages.json gives it and answers 404 for
// any other path; these tests hold the SPA's routes and titles to the same table.

/** routePaths lists the router's paths as pages.json writes them ("{x}" for ":x"). */
function routePaths(list: RouteObject[], base = ""): string[] {
  return list.flatMap((route) => {
    if (route.path === "*") return [];
    const here = route.index ? base || "/" : route.path ? `${base}/${route.path}` : base;
    const own = route.index || route.path ? expand(here) : [];
    return [...own, ...routePaths(route.children ?? [], here)];
  });
}

/** expand writes ":x" as "{x}" and an optional last segment ":x?" as both forms. */
function expand(path: string): string[] {
  const written = path.replace(/:(\w+)/g, "{$1}");
  return written.endsWith("?") ? [written.replace(/\/\{\w+\}\?$/, ""), written.slice(0, -1)] : [written];
}

// A page whose first title depends on its query or its data is left to its own tests.
const titledByTheQuery = ["/booking-success", "/voucher-success"];

describe("pages.json", () => {
  it("has every route of the shop", () => {
    const known = table.pages.map((page) => page.path);
    expect(routePaths(routes).filter((path) => !known.includes(path))).toEqual([]);
  });

  it.each(
    table.pages.filter((page) => page.title && !page.path.includes("{") && !titledByTheQuery.includes(page.path)),
  )("$path is titled as the server titles it", async (page) => {
    document.title = "";
    stubApi({ "GET /auth/me": { status: 200, body: aUser() }, "GET /bookings/my": { status: 200, body: [] } });
    signIn();
    const queryClient = seededQueryClient(walksQueryOptions().queryKey, []);
    queryClient.setQueryData(ME_KEY, aUser());
    const router = createMemoryRouter(routes, { initialEntries: [page.path] });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(document.title).toBe(`${page.title} | Wandelwijs`), { timeout: 5000 });
  });
});
