// Who is using the back office: the one GET /auth/me that the access gate and the
// authProvider share.
import { apiFetch, ApiError, hasSessionCookie, refreshSession } from "@wandelwijs/api-client/client";
import type { User } from "@wandelwijs/api-client/types";

const fetchMe = () => apiFetch<User>("/auth/me");

/**
 * fetchAdmin returns the signed-in user if they are an admin, else null. A 401 with a
 * session cookie is refreshed once and retried (spec 1 §4, Session). Any other
 * answer than a 200 with role ADMIN, including a network error, means no admin.
 */
export async function fetchAdmin(): Promise<User | null> {
  try {
    const user = await fetchMe().catch(async (err: unknown) => {
      if (err instanceof ApiError && err.status === 401 && hasSessionCookie() && (await refreshSession())) {
        return fetchMe();
      }
      throw err;
    });
    return user.role === "ADMIN" ? user : null;
  } catch {
    return null;
  }
}
