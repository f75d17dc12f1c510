import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { Banner } from "../../../shared/components/banner";
import { ConfirmDialog } from "../../../shared/components/confirm-dialog";
import { InputField } from "../../../shared/components/fields";
import { days, RULES } from "../../../shared/config/rules";
import { serverFieldErrors, serverMessage } from "../../../shared/lib/api-errors";
import { EXPORT_URL, useDeleteAccount } from "../api/my-data";

/**
 * MyData is the profile's part about privacy: download everything kept about you, and
 * delete your account with your password (coming bookings are cancelled first).
 */
export function MyData() {
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [password, setPassword] = useState("");
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);

  function ask(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    if (!password) {
      setFieldError("Vul je wachtwoord in om je account te verwijderen.");
      return;
    }
    setFieldError(undefined);
    setConfirming(true);
  }

  function confirm() {
    remove.mutate(password, {
      onSuccess: () => navigate("/account-verwijderd", { replace: true }),
      onError: (err) => {
        setConfirming(false);
        setFieldError(serverFieldErrors(err).password);
        setError(serverMessage(err, "Je account verwijderen is niet gelukt. Probeer het opnieuw."));
      },
    });
  }

  return (
    <div className="container">
      <section className="form-card" aria-labelledby="my-data-title">
        <div className="form-card__body">
          <h2 id="my-data-title">Je gegevens</h2>
          <p>
            Wat we bewaren en hoe lang, lees je in onze <Link to="/privacy">privacyverklaring</Link>.
          </p>
          <p>
            <a className="btn btn--secondary" href={EXPORT_URL} download="wandelwijs-mijn-gegevens.json">
              Download mijn gegevens
            </a>
          </p>
          <form className="form" onSubmit={ask} noValidate aria-labelledby="delete-account-title">
            <h3 id="delete-account-title">Account verwijderen</h3>
            <p className="muted">
              Boekingen voor wandelingen die nog komen, annuleren we eerst, met je geld terug; dat kan tot{" "}
              {days(RULES.booking.cancelMinDays)} voor aanvang. Daarna halen we je naam, e-mailadres en telefoonnummer overal weg.
            </p>
            {error && <Banner tone="error">{error}</Banner>}
            <InputField
              name="password"
              label="Wachtwoord"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={setPassword}
              error={fieldError}
            />
            <div className="profile__actions">
              <button type="submit" className="btn btn--danger">
                Account verwijderen
              </button>
            </div>
          </form>
        </div>
      </section>
      <ConfirmDialog
        open={confirming}
        title="Account verwijderen"
        message={<p>Weet je het zeker? Je account en je gegevens zijn daarna weg; dat kunnen we niet terugdraaien.</p>}
        confirmLabel="Ja, verwijderen"
        cancelLabel="Nee, behouden"
        busyLabel="Verwijderen..."
        busy={remove.isPending}
        type="error"
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
