import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@wandelwijs/api-client/client";
import type { User } from "@wandelwijs/api-client/types";
import { ME_KEY, setSignedIn } from "../../../shared/api/get-me";

export interface ProfileInput {
  name: string;
  email: string;
  phone: string;
}

/** profileBody is what PATCH /users/me gets: trimmed values, and no phone when it is empty. */
export function profileBody(input: ProfileInput): { name: string; email: string; phone?: string } {
  const body: { name: string; email: string; phone?: string } = { name: input.name.trim(), email: input.email.trim() };
  const phone = input.phone.trim();
  if (phone) body.phone = phone;
  return body;
}

/** updateProfile changes the signed-in user's own name, e-mail and phone. */
export function updateProfile(input: ProfileInput): Promise<User | undefined> {
  return apiFetch<User | undefined>("/users/me", { method: "PATCH", body: profileBody(input) });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // Show the answer at once, then load the user again from the server.
    onSuccess: async (user) => {
      if (user) setSignedIn(queryClient, user);
      await queryClient.invalidateQueries({ queryKey: ME_KEY, exact: true });
    },
  });
}
