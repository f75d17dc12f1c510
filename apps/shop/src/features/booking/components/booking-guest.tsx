import type { User } from "@wandelwijs/api-client/types";
import { Link } from "react-router";
import { ContactFields } from "../../../shared/components/contact-fields";
import type { FormState } from "../../../shared/components/fields";
import { tBooking } from "../../../shared/i18n/booking";
import { tCommon } from "../../../shared/i18n/common";
import { emailError, nameError, type FieldErrors } from "../../../shared/lib/validation";
import type { GuestDetails } from "../types";

/** validateGuest checks a visitor's details in the browser: all three required, a valid e-mail. */
export function validateGuest(values: GuestDetails): FieldErrors<keyof GuestDetails> {
  return {
    guestName: nameError(values.guestName),
    guestEmail: emailError(values.guestEmail),
    guestPhone: values.guestPhone.trim() ? undefined : tCommon("validation.phoneRequired"),
  };
}

interface GuestSectionProps {
  ids: string;
  user: User | null;
  form: FormState<keyof GuestDetails>;
}

/** GuestSection says who books: the signed-in user, or a guest's name, e-mail and phone. */
export function GuestSection({ ids, user, form }: GuestSectionProps) {
  return (
    <section className="booking-step" aria-labelledby={`${ids}-who`}>
      <h2 id={`${ids}-who`}>{tBooking("guest.heading")}</h2>
      {user ? (
        <p className="booking-as">{tBooking("guest.asUser", { name: <strong>{user.name}</strong>, email: user.email })}</p>
      ) : (
        <>
          <p className="muted">{tBooking("guest.asGuest", { link: <Link to="/login">{tBooking("guest.login")}</Link> })}</p>
          <ContactFields
            names={{ name: "guestName", email: "guestEmail", phone: "guestPhone" }}
            form={form}
            emailHint={tBooking("guest.emailHint")}
            phone={{
              required: true,
              placeholder: tCommon("fields.phonePlaceholder"),
              hint: tBooking("guest.phoneHint"),
            }}
          />
        </>
      )}
    </section>
  );
}
