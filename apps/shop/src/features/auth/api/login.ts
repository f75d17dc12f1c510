import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@wandelwijs/api-client/client";
import type { User } from "@wandelwijs/api-client/types";
import { setSignedIn } from "../../../shared/api/get-me";
import type * as shop from "@wandelwijs/api-client/generated/shop";

export type LoginInput = shop.Credentials;

/** login signs in; the server sets the session cookies and answers with the user. */
export function login(input: LoginInput): Promise<User> {
  return apiFetch<User>("/auth/login", { method: "POST", body: { email: input.email, password: input.password } });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => setSignedIn(queryClient, user),
  });
}
