import { useMutation, useQueryClient } from "@tanstack/react-query";
import { API_BASE, apiFetch } from "@wandelwijs/api-client/client";
import { setSignedOut } from "../../../shared/api/get-me";

/** EXPORT_URL downloads everything kept about the signed-in user as a JSON file. */
export const EXPORT_URL = `${API_BASE}/users/me/export`;

/** checkPassword resolves when password is the signed-in user's; it rejects with the server's field message when not. */
export function checkPassword(password: string): Promise<void> {
  return apiFetch<void>("/users/me/password-check", { method: "POST", body: { password } });
}

/** useCheckPassword checks the password before the deletion is confirmed. */
export function useCheckPassword() {
  return useMutation({ mutationFn: checkPassword });
}

/** deleteAccount deletes the signed-in user's account; password is asked again. */
export function deleteAccount(password: string): Promise<{ message: string }> {
  return apiFetch<{ message: string }>("/users/me", { method: "DELETE", body: { password } });
}

/** useDeleteAccount deletes the account; afterwards the browser is signed out and forgets what it loaded. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      queryClient.clear();
      setSignedOut(queryClient);
    },
  });
}
