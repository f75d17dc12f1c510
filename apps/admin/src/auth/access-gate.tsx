// The access gate: nothing of the back office renders, and no admin data is fetched,
// until GET /auth/me has said the visitor is an admin.
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

/** GateFrame is the back office's app bar and a card, drawn before MUI has loaded. */
function GateFrame({ children }: { children: ReactNode }) {
  return (
    <div className="gate">
      <header className="gate__bar">Wandelwijs beheer</header>
      <main className="gate__card">{children}</main>
    </div>
  );
}

function Loading() {
  return (
    <GateFrame>
      <p role="status">Admin gegevens laden...</p>
    </GateFrame>
  );
}

/** AccessDenied refuses the visitor; one who is not signed in may log in in the shop. */
function AccessDenied({ anonymous }: { anonymous: boolean }) {
  return (
    <GateFrame>
      <h1>Toegang geweigerd</h1>
      <p>Je hebt geen toegang tot het admin dashboard.</p>
      <p className="gate__links">
        <a className="gate__button gate__button--primary" href="/">
          Terug naar de homepage
        </a>
        {anonymous && (
          <a className="gate__button" href="/login">
            Inloggen
          </a>
        )}
      </p>
    </GateFrame>
  );
}
