import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@wandelwijs/api-client/client";

/** requestPasswordReset asks for a reset link; the server answers the same for any address. */
export function requestPasswordReset(email: string): Promise<void> {
  return apiFetch<void>("/auth/password-reset", { method: "POST", body: { email } });
}

/** resetPassword sets a new password with a reset link's token; every session of the account ends. */
export function resetPassword(input: { token: string; password: string }): Promise<void> {
  return apiFetch<void>(`/auth/password-reset/${encodeURIComponent(input.token)}`, {
    method: "POST",
    body: { password: input.password },
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
