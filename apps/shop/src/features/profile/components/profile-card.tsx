import type { User } from "@wandelwijs/api-client/types";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Hills } from "../../../shared/components/art";
import { Banner } from "../../../shared/components/banner";
import { ContactFields } from "../../../shared/components/contact-fields";
import { useForm } from "../../../shared/hooks/use-form";
import { tAccount } from "../../../shared/i18n/account";
import { tCommon } from "../../../shared/i18n/common";
import { profileUpdateErrorMessage } from "../api/profile-error";
import { useUpdateProfile } from "../api/update-profile";
import { NAME_MAX_LENGTH, validateProfile, type ProfileValues } from "../utils/validate";
import { ProfileDetails } from "./profile-details";

/** PROFILE_UPDATED is the success text; it disappears after SUCCESS_MESSAGE_MS. */
export const PROFILE_UPDATED = tAccount("profile.updated");
export const SUCCESS_MESSAGE_MS = 3000;

const valuesOf = (user: User): ProfileValues => ({ name: user.name, email: user.email, phone: user.phone ?? "" });

/** ProfileCard shows the user's details, and changes their name, e-mail and phone in place. */
export function ProfileCard({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const [message, setMessage] = useState<string>();
  const update = useUpdateProfile();
  const form = useForm(valuesOf(user), validateProfile);
  const { values } = form;
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
          <h1 id="profile-title">{tAccount("profile.title")}</h1>
          <p className="muted">{tAccount("profile.intro")}</p>
          {message && <Banner tone={message === PROFILE_UPDATED ? "success" : "error"} focus>{message}</Banner>}

          {editing ? (
            <form ref={form.formRef} className="form" onSubmit={save} noValidate aria-labelledby="profile-edit-title">
              <h2 id="profile-edit-title" className="profile__subtitle">
                {tAccount("profile.edit")}
              </h2>
              <ContactFields
                names={{ name: "name", email: "email", phone: "phone" }}
                form={form}
                nameMaxLength={NAME_MAX_LENGTH}
                phone={{ required: false, placeholder: tCommon("fields.phonePlaceholder") }}
              />
              <div className="profile__actions">
                <button type="submit" className="btn btn--primary" disabled={update.isPending} aria-busy={update.isPending}>
                  {update.isPending ? tAccount("profile.saving") : tAccount("profile.save")}
                </button>
                <button type="button" className="btn btn--secondary" onClick={cancel} disabled={update.isPending}>
                  {tAccount("profile.cancel")}
                </button>
              </div>
            </form>
          ) : (
            <ProfileDetails user={user} editRef={editButton} onEdit={startEditing} />
          )}
        </div>
      </section>
    </div>
  );
}
