import type { User } from "@wandelwijs/api-client/types";

/** aUser builds a user as /auth/me returns it. */
export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: "6f1c2d3e-0000-4000-8000-000000000001",
    name: "Sanne de Vries",
    email: "sanne@example.nl",
    phone: "+31 6 12345678",
    role: "USER",
    language: "nl",
    createdAt: "2025-03-14T10:00:00Z",
    updatedAt: "2025-03-14T10:00:00Z",
    ...overrides,
  };
}

/** signIn marks this browser as holding a session, as the server's readable cookie does. */
export function signIn() {
  document.cookie = "ww_has_session=1; path=/";
}
