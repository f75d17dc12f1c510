import { lazy, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AccessGate } from "./auth/access-gate";

// The back office (react-admin, MUI) is a separate chunk: only admins download it.
const App = lazy(() => import("./app/app"));

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <AccessGate>{(admin) => <App admin={admin} />}</AccessGate>
  </StrictMode>,
);
