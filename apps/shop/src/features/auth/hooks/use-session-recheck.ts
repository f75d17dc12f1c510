import { useQueryClient } from "@tanstack/react-query";
import { hasSessionCookie } from "@wandelwijs/api-client/client";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { ME_KEY } from "../../../shared/api/get-me";

/** Routes where the session is checked again on arrival. */
const RECHECK_PREFIXES = ["/booking-success", "/voucher-success", "/voucher-confirmation", "/profiel", "/admin"];

/** needsSessionRecheck tells whether arriving at pathname re-checks the session. */
export function needsSessionRecheck(pathname: string): boolean {
  return RECHECK_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * useSessionRecheck asks /auth/me again on arrival at a route that needs an up-to-date
 * session, when this browser holds one. A request already under way is reused, not doubled.
 */
export function useSessionRecheck() {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (needsSessionRecheck(pathname) && hasSessionCookie()) {
      void queryClient.invalidateQueries({ queryKey: ME_KEY, exact: true }, { cancelRefetch: false });
    }
  }, [pathname, queryClient]);
}
