import type { User } from "@wandelwijs/api-client/types";
import { useId, useState, type FormEvent } from "react";
import { Banner } from "../../../shared/components/banner";
import { ContactFields } from "../../../shared/components/contact-fields";
import { SelectField } from "../../../shared/components/fields";
import { useForm } from "../../../shared/hooks/use-form";
import { serverMessage } from "../../../shared/lib/api-errors";
import { emailError, nameError, type FieldErrors } from "../../../shared/lib/validation";
import { RULES } from "../../../shared/config/rules";
import type { WalkDetail } from "../../../shared/api/get-walk";
import { joinWaitlist } from "../api/waitlist";
import { persons } from "../utils/format";
import { PrivacyNote } from "../../../shared/components/privacy-note";
import { tBooking } from "../../../shared/i18n/booking";
import { tCommon } from "../../../shared/i18n/common";

interface WaitlistValues {
  name: string;
  email: string;
  phone: string;
  qty: string;
}

function validateSignup(values: WaitlistValues): FieldErrors<keyof WaitlistValues> {
  return {
    name: nameError(values.name),
    email: emailError(values.email),
    phone: values.phone.trim() ? undefined : tCommon("validation.phoneRequired"),
  };
}

/**
 * WaitlistPanel is the way on from a full walk's booking page: name, e-mail, phone and
 * the number of persons put a party on its waiting list; when places come free for them,
 * they get a mail with a link to book.
 */
export function WaitlistPanel({ walk, user }: { walk: WalkDetail; user: User | null }) {
  const ids = useId();
  const form = useForm<WaitlistValues>(
    { name: user?.name ?? "", email: user?.email ?? "", phone: user?.phone ?? "", qty: "1" },
    validateSignup,
  );
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string>();
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !form.check()) return;
    setBusy(true);
    setError(undefined);
    try {
      const { name, email, phone, qty } = form.values;
      const out = await joinWaitlist(walk.slug, { name: name.trim(), email: email.trim(), phone: phone.trim(), qty: Number(qty) });
      setDone(out.message);
    } catch (err) {
      setError(serverMessage(err, tBooking("waitlist.failed")));
      form.showServerErrors(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="booking-panel waitlist-panel" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{tBooking("waitlist.heading")}</h2>
      {done ? (
        <Banner tone="success" focus>{done}</Banner>
      ) : (
        <form ref={form.formRef} className="booking-form" onSubmit={submit} noValidate aria-label={tBooking("waitlist.label")}>
          <p>{tBooking("waitlist.intro")}</p>
          <SelectField
            name="qty"
            label={tBooking("waitlist.qty")}
            required
            value={form.values.qty}
            onChange={(value) => form.setField("qty", value)}
            options={Array.from({ length: RULES.booking.maxPersons }, (_, i) => ({ value: String(i + 1), label: persons(i + 1) }))}
          />
          <ContactFields
            names={{ name: "name", email: "email", phone: "phone" }}
            form={form}
            emailHint={tBooking("waitlist.emailHint")}
            phone={{ required: true, placeholder: tCommon("fields.phonePlaceholder") }}
          />
          {error && <Banner tone="error" focus>{error}</Banner>}
          <PrivacyNote />
          <button type="submit" className="btn btn--primary btn--block" disabled={busy} aria-busy={busy || undefined}>
            {busy ? tCommon("busy") : tBooking("waitlist.submit")}
          </button>
        </form>
      )}
    </section>
  );
}
