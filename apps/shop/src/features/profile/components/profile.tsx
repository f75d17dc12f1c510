import type { User } from "@wandelwijs/api-client/types";
import { formatLongDate } from "@wandelwijs/format/date";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, Navigate } from "react-router";
import { Hills } from "../../../shared/components/art";
import { Banner } from "../../../shared/components/banner";
import { Loading } from "../../../shared/components/loading";
import { MessagePanel } from "../../../shared/components/message-panel";
import { ContactFields } from "../../../shared/components/contact-fields";
import { useForm } from "../../../shared/hooks/use-form";
import { useCurrentUser } from "../../../shared/api/get-me";
import { profileUpdateErrorMessage } from "../api/profile-error";
import { useUpdateProfile } from "../api/update-profile";
import { NAME_MAX_LENGTH, validateProfile, type ProfileValues } from "../utils/validate";
import { MyData } from "./my-data";
import "../../../shared/styles/forms.css";
import "./profile.css";

/** PROFILE_UPDATED is the success text; it disappears after SUCCESS_MESSAGE_MS (spec 1 §2, §9). */
export const PROFILE_UPDATED = "Profiel succesvol bijgewerkt!";
export const SUCCESS_MESSAGE_MS = 3000;

/** roleLabel names a role in Dutch: Beheerder for ADMIN, Gebruiker otherwise. */
export function roleLabel(role: User["role"]): string {
  return role === "ADMIN" ? "Beheerder" : "Gebruiker";
}

/**
 * Profile is /profiel: the signed-in user's details, and a form to change their name,
 * e-mail and phone. A visitor is sent to /login (spec 1 §2, Profile).
 */
export function Profile() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <Loading label="Profiel laden..." />;
  if (user === null) return <Navigate to="/login" replace />;
  if (!user) {
    return (
      <div className="container">
        <MessagePanel
          title="Mijn profiel"
          actions={
            <Link className="btn btn--primary" to="/">
              Naar de wandelingen
            </Link>
          }
        >
          <p>Geen gebruikersgegevens beschikbaar</p>
        </MessagePanel>
      </div>
    );
  }
  return (
    <>
      <ProfileCard user={user} />
      <MyData />
    </>
  );
}

const valuesOf = (user: User): ProfileValues => ({ name: user.name, email: user.email, phone: user.phone ?? "" });

function ProfileCard({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const [message, setMessage] = useState<string>();
  const update = useUpdateProfile();
  const form = useForm(valuesOf(user), validateProfile);
  const { values, errors, setField } = form;
  // Where focus goes after the form opens or closes, so keyboard users are never left on nothing.
  const [focusAfter, setFocusAfter] = useState<"form" | "edit" | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusAfter === "form") form.formRef.current?.querySelector("input")?.focus();
    if (focusAfter === "edit") editButton.current?.focus();
    if (focusAfter) setFocusAfter(null);
  }, [focusAfter, form.formRef]);

  // The success message goes away by itself after 3 seconds.
  useEffect(() => {
    if (message !== PROFILE_UPDATED) return;
    const timer = setTimeout(() => setMessage(undefined), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  function startEditing() {
    form.reset(valuesOf(user));
    update.reset();
    setMessage(undefined);
    setEditing(true);
    setFocusAfter("form");
  }

  function cancel() {
    form.reset(valuesOf(user));
    setMessage(undefined);
    setEditing(false);
    setFocusAfter("edit");
  }

  function save(event: FormEvent) {
    event.preventDefault();
    if (update.isPending) return;
    setMessage(undefined);
    if (!form.check()) return;
    update.mutate(values, {
      onSuccess: () => {
        setEditing(false);
        setMessage(PROFILE_UPDATED);
        setFocusAfter("edit");
      },
      onError: (error) => {
        setMessage(profileUpdateErrorMessage(error));
        form.showServerErrors(error);
      },
    });
  }

  return (
    <div className="container">
      <section className="form-card" aria-labelledby="profile-title">
        <Hills className="form-card__art" />
        <div className="form-card__body">
          <h1 id="profile-title">Mijn profiel</h1>
          <p className="muted">Je gegevens bij Wandelwijs. We gebruiken ze voor je boekingen en om je op de hoogte te houden.</p>
          {message && <Banner tone={message.includes("succesvol") ? "success" : "error"}>{message}</Banner>}

          {editing ? (
            <form ref={form.formRef} className="form" onSubmit={save} noValidate aria-labelledby="profile-edit-title">
              <h2 id="profile-edit-title" className="profile__subtitle">
                Gegevens wijzigen
              </h2>
              <ContactFields
                names={{ name: "name", email: "email", phone: "phone" }}
                values={values}
                errors={errors}
                setField={setField}
                nameMaxLength={NAME_MAX_LENGTH}
                phone={{ required: false, placeholder: "+31 6 12345678" }}
              />
              <div className="profile__actions">
                <button type="submit" className="btn btn--primary" disabled={update.isPending} aria-busy={update.isPending}>
                  {update.isPending ? "Opslaan..." : "Opslaan"}
                </button>
                <button type="button" className="btn btn--secondary" onClick={cancel} disabled={update.isPending}>
                  Annuleren
                </button>
              </div>
            </form>
          ) : (
            <>
              <dl className="profile__details">
                <div>
                  <dt>Naam</dt>
                  <dd>{user.name}</dd>
                </div>
                <div>
                  <dt>E-mailadres</dt>
                  <dd>{user.email}</dd>
                </div>
                <div>
                  <dt>Telefoonnummer</dt>
                  <dd className={user.phone ? undefined : "muted"}>{user.phone || "Niet ingevuld"}</dd>
                </div>
                <div>
                  <dt>Rol</dt>
                  <dd>{roleLabel(user.role)}</dd>
                </div>
                <div>
                  <dt>Lid sinds</dt>
                  <dd>{formatLongDate(user.createdAt)}</dd>
                </div>
              </dl>
              <div className="profile__actions">
                <button ref={editButton} type="button" className="btn btn--primary" onClick={startEditing}>
                  Gegevens wijzigen
                </button>
                <Link className="btn btn--secondary" to="/mijn-wandelingen">
                  Mijn wandelingen
                </Link>
              </div>
            </>
          )}
        </div>
      </section>
    </div>
  );
}
