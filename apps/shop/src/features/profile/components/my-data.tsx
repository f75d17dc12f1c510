import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { Banner } from "../../../shared/components/banner";
import { ConfirmDialog } from "../../../shared/components/confirm-dialog";
import { InputField } from "../../../shared/components/fields";
import { days, RULES } from "../../../shared/config/rules";
import { serverFieldErrors, serverMessage } from "../../../shared/lib/api-errors";
import { EXPORT_URL, useCheckPassword, useDeleteAccount } from "../api/my-data";
import { tAccount } from "../../../shared/i18n/account";

/**
 * MyData is the profile's part about privacy: download everything kept about you, and
 * delete your account with your password (coming bookings are cancelled first).
 */
export function MyData() {
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const check = useCheckPassword();
  const [password, setPassword] = useState("");
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);

  function ask(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    if (!password) {
      setFieldError(tAccount("data.passwordNeeded"));
      return;
    }
    setFieldError(undefined);
    if (check.isPending) return;
    // The password is checked first: "are you sure?" comes only after the right one.
    check.mutate(password, {
      onSuccess: () => setConfirming(true),
      onError: (err) => {
        setFieldError(serverFieldErrors(err).password);
        setError(serverMessage(err, tAccount("data.deleteFailed")));
      },
    });
  }

  function confirm() {
    remove.mutate(password, {
      onSuccess: () => navigate("/account-verwijderd", { replace: true }),
      onError: (err) => {
        setConfirming(false);
        setFieldError(serverFieldErrors(err).password);
        setError(serverMessage(err, tAccount("data.deleteFailed")));
      },
    });
  }

  return (
    <div className="container">
      <section className="form-card" aria-labelledby="my-data-title">
        <div className="form-card__body">
          <h2 id="my-data-title">{tAccount("data.heading")}</h2>
          <p>{tAccount("data.privacy", { link: <Link to="/privacy">{tAccount("data.privacyLink")}</Link> })}</p>
          <p>
            <a className="btn btn--secondary" href={EXPORT_URL} download={tAccount("data.file")}>
              {tAccount("data.download")}
            </a>
          </p>
          <form className="form" onSubmit={ask} noValidate aria-labelledby="delete-account-title">
            <h3 id="delete-account-title">{tAccount("data.delete")}</h3>
            <p className="muted">{tAccount("data.deleteText", { days: days(RULES.booking.cancelMinDays) })}</p>
            {error && <Banner tone="error" focus>{error}</Banner>}
            <InputField
              name="password"
              label={tAccount("password")}
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={setPassword}
              error={fieldError}
            />
            <div className="profile__actions">
              <button type="submit" className="btn btn--danger" disabled={check.isPending} aria-busy={check.isPending}>
                {tAccount("data.delete")}
              </button>
            </div>
          </form>
        </div>
      </section>
      <ConfirmDialog
        open={confirming}
        title={tAccount("data.delete")}
        message={<p>{tAccount("data.confirm")}</p>}
        confirmLabel={tAccount("data.yes")}
        cancelLabel={tAccount("data.keep")}
        busyLabel={tAccount("data.deleting")}
        busy={remove.isPending}
        type="error"
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
