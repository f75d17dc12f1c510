// The access gate: nothing of the back office renders, and no admin data is fetched,
// until GET /auth/me has said the visitor is an admin.
import { Suspense, useEffect, useState, type ReactNode } from "react";
import type { User } from "@wandelwijs/api-client/types";
import { apiFetch } from "@wandelwijs/api-client/client";
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
  if (access.kind === "anonymous") return <LogInFirst />;
  if (access.kind === "user") return <NotAnOrganiser email={access.user.email} />;
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

/** LOGIN is the shop's login page, which leads back into the back office once signed in. */
export const LOGIN = "/login?naar=beheer";

/** LogInFirst sends an organiser who is not signed in to the login, and back here after. */
function LogInFirst() {
  return (
    <GateFrame>
      <h1>Inloggen voor beheer</h1>
      <p>Log in met je beheeraccount om de beheeromgeving van Wandelwijs te openen.</p>
      <p className="gate__links">
        <a className="gate__button gate__button--primary" href={LOGIN}>
          Inloggen
        </a>
        <a className="gate__button" href="/">
          Naar de webwinkel
        </a>
      </p>
    </GateFrame>
  );
}

/** NotAnOrganiser refuses a signed-in customer and lets them log out to switch account. */
function NotAnOrganiser({ email }: { email: string }) {
  const [busy, setBusy] = useState(false);
  async function switchAccount() {
    setBusy(true);
    try {
      await apiFetch("/auth/logout", { method: "POST" });
    } catch {
      // Signed out or not, the login page is where switching goes on.
    }
    window.location.assign(LOGIN);
  }
  return (
    <GateFrame>
      <h1>Geen toegang</h1>
      <p>
        Je bent ingelogd als <strong>{email}</strong>. Met dit account kun je de beheeromgeving niet openen.
      </p>
      <p className="gate__links">
        <button type="button" className="gate__button gate__button--primary" onClick={switchAccount} disabled={busy} aria-busy={busy}>
          Uitloggen en met een ander account inloggen
        </button>
        <a className="gate__button" href="/">
          Naar de webwinkel
        </a>
      </p>
    </GateFrame>
  );
}
