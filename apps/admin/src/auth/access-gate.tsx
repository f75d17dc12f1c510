// The access gate: nothing of the back office renders, and no admin data is fetched,
// until GET /auth/me has said the visitor is an admin (spec 2 §2, Admin area).
import { Suspense, useEffect, useState, type ReactNode } from "react";
import type { User } from "@wandelwijs/api-client/types";
import { checkAccess, type Access } from "./session";
import "./gate.css";

interface AccessGateProps {
  /** children renders the back office for the admin. */
  children: (admin: User) => ReactNode;
}

export function AccessGate({ children }: AccessGateProps) {
  // undefined while checking.
  const [access, setAccess] = useState<Access>();

  useEffect(() => {
    let current = true;
    checkAccess().then((answer) => {
      if (current) setAccess(answer);
    });
    return () => {
      current = false;
    };
  }, []);

  if (access === undefined) return <Loading />;
  if (access.kind !== "admin") return <AccessDenied anonymous={access.kind === "anonymous"} />;
  return <Suspense fallback={<Loading />}>{children(access.admin)}</Suspense>;
}

function Loading() {
  return (
    <main className="gate">
      <p role="status">Admin gegevens laden...</p>
    </main>
  );
}

/** AccessDenied refuses the visitor; one who is not signed in may log in in the shop. */
function AccessDenied({ anonymous }: { anonymous: boolean }) {
  return (
    <main className="gate">
      <h1>Toegang geweigerd</h1>
      <p>Je hebt geen toegang tot het admin dashboard.</p>
      <p className="gate__links">
        <a href="/">Terug naar de homepage</a>
        {anonymous && <a href="/login">Inloggen</a>}
      </p>
    </main>
  );
}
