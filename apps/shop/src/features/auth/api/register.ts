import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@wandelwijs/api-client/client";
import type { User } from "@wandelwijs/api-client/types";
import { setSignedIn } from "../../../shared/api/get-me";
import type * as shop from "@wandelwijs/api-client/generated/shop";

export type RegisterInput = shop.Registration;

/** register creates an account and signs it in; the server sets the session cookies. */
export function register(input: RegisterInput): Promise<User> {
  return apiFetch<User>("/auth/register", {
    method: "POST",
    body: { email: input.email, name: input.name, phone: input.phone, password: input.password },
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => setSignedIn(queryClient, user),
  });
}
