import { QueryClientProvider } from "@tanstack/react-query";
import { setUnauthorizedHandler } from "@wandelwijs/api-client/client";
import { useEffect, useState } from "react";
import { RouterProvider } from "react-router";
import { setSignedOut } from "../shared/api/get-me";
import { seedPageData } from "./page-data";
import { createQueryClient } from "./query-client";
import { renderNow } from "./render-now";
import { createAppRouter } from "./router";

export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    seedPageData(client);
    return client;
  });
  const [router] = useState(createAppRouter);

  // A protected call whose 401 survives the refresh means the session is gone: forget the
  // user and go to /login.
  useEffect(() => {
    setUnauthorizedHandler(() => {
      setSignedOut(queryClient);
      void router.navigate("/login");
    });
    return () => {
      setUnauthorizedHandler(undefined);
    };
  }, [queryClient, router]);

  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} flushSync={renderNow} />
    </QueryClientProvider>
  );
}
