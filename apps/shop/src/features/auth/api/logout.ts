import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@wandelwijs/api-client/client";
import { useNavigate } from "react-router";
import { setSignedOut } from "../../../shared/api/get-me";

/** logout ends the session; the server revokes it and clears the cookies. */
export function logout(): Promise<void> {
  return apiFetch<void>("/auth/logout", { method: "POST" });
}

/**
 * useLogout signs out and goes to /. The user is forgotten only once the
 * front page is showing, so a page that needs a user (/profiel) never sees them vanish
 * and sends them to /login instead. Whatever the server answers, this browser signs out.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      try {
        await logout();
      } finally {
        // flushSync: the front page has rendered (and /profiel unmounted) before the user goes.
        await navigate("/", { flushSync: true });
        setSignedOut(queryClient);
      }
    },
  });
}
