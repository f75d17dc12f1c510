// react-admin's authProvider on the shop's session cookies. The access gate has already
// asked /auth/me; checkAuth asks again once that answer is older than the 5 minutes auth
// data stays fresh, so a session that ended or lost its rights is noticed.
import { apiFetch } from "@wandelwijs/api-client/client";
import type { User } from "@wandelwijs/api-client/types";
import type { AuthProvider } from "react-admin";
import { fetchCurrentUser } from "./session";

/** AUTH_FRESH_MS is how long an /auth/me answer is trusted. */
export const AUTH_FRESH_MS = 5 * 60_000;

export interface AuthProviderOptions {
  /** now is the clock; tests move it. */
  now?: () => number;
  /** goTo leaves the back office for an address in the shop. */
  goTo?: (url: string) => void;
}

export function createAuthProvider(admin: User, options: AuthProviderOptions = {}): AuthProvider {
  const now = options.now ?? Date.now;
  const goTo = options.goTo ?? ((url: string) => window.location.assign(url));
  let user = admin;
  let checkedAt = now();

  /** current is the admin, from /auth/me when the last answer is stale; it rejects for anyone else. */
  async function current(): Promise<User> {
    if (now() - checkedAt < AUTH_FRESH_MS) return user;
    let fresh: User | null;
    try {
      fresh = await fetchCurrentUser();
    } catch {
      // The server could not say (network, 5xx): keep the admin, ask again next time.
      return user;
    }
    if (!fresh || fresh.role !== "ADMIN") throw new Error("Geen toegang tot de beheeromgeving");
    user = fresh;
    checkedAt = now();
    return user;
  }

  return {
    // Logging in happens in the shop (/login); the back office has no login page.
    login: () => Promise.reject(new Error("Inloggen gaat via de winkel: /login")),
    logout: async () => {
      try {
        await apiFetch("/auth/logout", { method: "POST" });
      } catch {
        // Signed out or not, leave the back office.
      }
      goTo("/");
      // false: react-admin does not redirect inside the back office; goTo has left it.
      return false;
    },
    checkAuth: async () => {
      await current();
    },
    // A 401 from the API means the session ended: log out. A 403 is also what a rule of the
    // API answers (an admin changing their own role, deleting themselves): it means lost
    // rights only when /auth/me no longer says admin.
    checkError: async (error: { status?: number }) => {
      if (error.status === 401) throw error;
      if (error.status !== 403) return;
      let fresh: User | null;
      try {
        fresh = await fetchCurrentUser();
      } catch {
        return; // the server cannot say: keep the admin
      }
      if (!fresh || fresh.role !== "ADMIN") throw error;
      user = fresh;
      checkedAt = now();
    },
    getPermissions: async () => (await current()).role,
    getIdentity: async () => {
      const { id, name } = await current();
      return { id, fullName: name };
    },
  };
}
