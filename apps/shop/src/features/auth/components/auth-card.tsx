import type { ReactNode } from "react";
import { Hills } from "../../../shared/components/art";
import "../../../shared/styles/forms.css";

interface AuthCardProps {
  title: string;
  intro: string;
  children: ReactNode;
  /** footer holds the link to the other auth page. */
  footer: ReactNode;
}

/** AuthCard frames the login and register forms: a narrow card with a title and a short intro. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  return (
    <div className="container">
      <section className="form-card form-card--narrow" aria-labelledby="auth-title">
        <Hills className="form-card__art" />
        <div className="form-card__body">
          <h1 id="auth-title">{title}</h1>
          <p className="muted">{intro}</p>
          {children}
          <p className="form-card__footer">{footer}</p>
        </div>
      </section>
    </div>
  );
}
