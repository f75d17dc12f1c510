import { QueryClient } from "@tanstack/react-query";

/** createQueryClient makes the shop's query client: no retries, no refetch on window focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
