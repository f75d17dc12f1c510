import type { User } from "@wandelwijs/api-client/types";
import { formatLongDate } from "@wandelwijs/format/date";
import type { Ref } from "react";
import { Link } from "react-router";
import { tAccount } from "../../../shared/i18n/account";

/** roleLabel names a role: Beheerder for ADMIN, Gebruiker otherwise. */
export function roleLabel(role: User["role"]): string {
  return role === "ADMIN" ? tAccount("profile.admin") : tAccount("profile.user");
}

/** ProfileDetails show the user's details, with the way to change them. */
export function ProfileDetails({ user, editRef, onEdit }: { user: User; editRef: Ref<HTMLButtonElement>; onEdit: () => void }) {
  return (
    <>
      <dl className="profile__details">
        <div>
          <dt>{tAccount("profile.name")}</dt>
          <dd>{user.name}</dd>
        </div>
        <div>
          <dt>{tAccount("profile.email")}</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>{tAccount("profile.phone")}</dt>
          <dd className={user.phone ? undefined : "muted"}>{user.phone || tAccount("profile.noPhone")}</dd>
        </div>
        <div>
          <dt>{tAccount("profile.role")}</dt>
          <dd>{roleLabel(user.role)}</dd>
        </div>
        <div>
          <dt>{tAccount("profile.since")}</dt>
          <dd>{formatLongDate(user.createdAt)}</dd>
        </div>
      </dl>
      <div className="profile__actions">
        <button ref={editRef} type="button" className="btn btn--primary" onClick={onEdit}>
          {tAccount("profile.edit")}
        </button>
        <Link className="btn btn--secondary" to="/mijn-wandelingen">
          {tAccount("profile.myWalks")}
        </Link>
      </div>
    </>
  );
}
