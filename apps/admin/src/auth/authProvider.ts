// react-admin's authProvider, built from the /auth/me answer the access gate already has:
// react-admin never asks the server about the session again.
import { apiFetch } from "@wandelwijs/api-client/client";
import type { User } from "@wandelwijs/api-client/types";
import type { AuthProvider } from "react-admin";

export function createAuthProvider(user: User): AuthProvider {
  return {
    // Logging in happens in the shop (/login); the back office has no login page.
    login: () => Promise.reject(new Error("login happens in the shop")),
    logout: async () => {
      try {
        await apiFetch("/auth/logout", { method: "POST" });
      } finally {
        window.location.assign("/");
      }
      return false;
    },
    checkAuth: () => (user.role === "ADMIN" ? Promise.resolve() : Promise.reject(new Error("not an admin"))),
    // A 401 or 403 from the API means the session ended or lost its rights: log out.
    checkError: (error: { status?: number }) =>
      error.status === 401 || error.status === 403 ? Promise.reject(error) : Promise.resolve(),
    getPermissions: () => Promise.resolve(user.role),
    getIdentity: () => Promise.resolve({ id: user.id, fullName: user.name }),
  };
}
