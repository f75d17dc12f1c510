// Who is using the back office: GET /auth/me, shared by the access gate and the authProvider.
import { apiFetch, ApiError, hasSessionCookie, refreshSession } from "@wandelwijs/api-client/client";
import type { User } from "@wandelwijs/api-client/types";

const fetchMe = () => apiFetch<User>("/auth/me");

const isUnauthorized = (err: unknown) => err instanceof ApiError && err.status === 401;

/**
 * fetchCurrentUser returns the signed-in user, or null when the server says nobody is
 * signed in (401). A 401 with a session cookie is refreshed once and asked again. Any other
 * failure (network, 5xx, an unfinished API) throws.
 */
export async function fetchCurrentUser(): Promise<User | null> {
  try {
    return await fetchMe();
  } catch (err) {
    if (!isUnauthorized(err)) throw err;
  }
  if (!hasSessionCookie() || !(await refreshSession())) return null;
  try {
    return await fetchMe();
  } catch (err) {
    if (isUnauthorized(err)) return null;
    throw err;
  }
}

/** Access is what the gate decides: the back office for an admin, else who is refused. */
export type Access = { kind: "admin"; admin: User } | { kind: "user"; user: User } | { kind: "anonymous" };

/**
 * checkAccess decides who gets the back office. A signed-in USER is refused; anyone the
 * server does not know as signed in (including when it cannot say) is refused as anonymous.
 */
export async function checkAccess(): Promise<Access> {
  try {
    const user = await fetchCurrentUser();
    if (!user) return { kind: "anonymous" };
    return user.role === "ADMIN" ? { kind: "admin", admin: user } : { kind: "user", user };
  } catch {
    return { kind: "anonymous" };
  }
}

/** fetchAdmin returns the signed-in user if they are an admin, else null (also on any failure). */
export async function fetchAdmin(): Promise<User | null> {
  const access = await checkAccess();
  return access.kind === "admin" ? access.admin : null;
}
