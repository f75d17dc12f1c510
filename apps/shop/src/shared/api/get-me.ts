import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { ApiError, apiFetch, hasSessionCookie, refreshSession } from "@wandelwijs/api-client/client";
import type { User } from "@wandelwijs/api-client/types";

/**
 * ME_KEY is the query key of the signed-in user. Queries about that user's own data live
 * below it (["me", ...]) so that logging out can drop them all.
 */
export const ME_KEY = ["me"] as const;

/** Auth data is fresh for 5 minutes. */
export const ME_STALE_TIME = 5 * 60_000;

const fetchMe = (signal?: AbortSignal) => apiFetch<User>("/auth/me", { signal });

/**
 * getMe returns the signed-in user, or null for a visitor without a session. Without the
 * session cookie it knows the answer without a call. A 401 is refreshed once and asked
 * again; apiFetch leaves /auth/* alone, so that happens here. Other failures throw.
 */
export async function getMe(signal?: AbortSignal): Promise<User | null> {
  if (!hasSessionCookie()) return null;
  try {
    return await fetchMe(signal);
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 401) throw err;
  }
  if (!(await refreshSession())) return null;
  try {
    return await fetchMe(signal);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: ME_KEY,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: ME_STALE_TIME,
    // A visitor without a session cookie is anonymous from the first render: no call, no flash.
    initialData: () => (hasSessionCookie() ? undefined : null),
  });
}

/** setSignedIn puts the user an auth call answered with into the cache. */
export function setSignedIn(queryClient: QueryClient, user: User) {
  queryClient.setQueryData(ME_KEY, user);
}

/** setSignedOut forgets the user and every query about their own data. */
export function setSignedOut(queryClient: QueryClient) {
  queryClient.removeQueries({ queryKey: ME_KEY, predicate: (query) => query.queryKey.length > ME_KEY.length });
  queryClient.setQueryData(ME_KEY, null);
}

/** useCurrentUser is the signed-in user (data null for a visitor), loaded once and fresh for 5 minutes. */
export function useCurrentUser() {
  return useQuery(meQueryOptions());
}
