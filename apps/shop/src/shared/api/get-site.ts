import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@wandelwijs/api-client/client";
import type { Site } from "@wandelwijs/api-client/types";

/** SITE_KEY is the query key of the shop's own state. */
export const SITE_KEY = ["site"] as const;

/** siteQueryOptions ask the shop's state once a visit: it changes only when the shop restarts. */
export function siteQueryOptions() {
  return queryOptions({
    queryKey: SITE_KEY,
    queryFn: ({ signal }) => apiFetch<Site>("/site", { signal }),
    staleTime: Infinity,
  });
}

/** useSite is the shop's state (data undefined until it is known). */
export function useSite() {
  return useQuery(siteQueryOptions());
}
