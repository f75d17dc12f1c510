// The access gate: nothing of the back office renders, and no admin data is fetched,
// until GET /auth/me has said the visitor is an admin (spec 2 §2, Admin area).
import { Suspense, useEffect, useState, type ReactNode } from "react";
import type { User } from "@wandelwijs/api-client/types";
import { fetchAdmin } from "./session";
import "./gate.css";

interface AccessGateProps {
  /** children renders the back office for the admin. */
  children: (admin: User) => ReactNode;
}

export function AccessGate({ children }: AccessGateProps) {
  // undefined while checking, null for anyone who is not an admin.
  const [admin, setAdmin] = useState<User | null>();

  useEffect(() => {
    let current = true;
    fetchAdmin().then((user) => {
      if (current) setAdmin(user);
    });
    return () => {
      current = false;
    };
  }, []);

  if (admin === undefined) return <Loading />;
  if (admin === null) return <AccessDenied />;
  return <Suspense fallback={<Loading />}>{children(admin)}</Suspense>;
}

function Loading() {
  return (
    <main className="gate">
      <p role="status">Admin gegevens laden...</p>
    </main>
  );
}

function AccessDenied() {
  return (
    <main className="gate">
      <h1>Toegang geweigerd</h1>
      <p>Je hebt geen toegang tot het admin dashboard.</p>
      <a href="/">Terug naar de homepage</a>
    </main>
  );
}
