import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "@wandelwijs/api-client/client";
import type { Walk } from "@wandelwijs/api-client/types";

/** getWalks loads the upcoming published walks, sorted by start. */
export function getWalks(signal?: AbortSignal): Promise<Walk[]> {
  return apiFetch<Walk[]>("/walks", { signal });
}

export function walksQueryOptions() {
  return queryOptions({
    queryKey: ["walks"],
    queryFn: ({ signal }) => getWalks(signal),
  });
}
