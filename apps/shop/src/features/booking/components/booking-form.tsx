import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@wandelwijs/api-client/client";
import type { User } from "@wandelwijs/api-client/types";
import { formatDateTime, formatDuration, formatLongDate, formatTimeRange } from "@wandelwijs/format/date";
import { formatEuro } from "@wandelwijs/format/money";
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Link, useNavigate } from "react-router";
import { Fact, priceLabel } from "../../../shared/components/fact";
import { Hills } from "../../../shared/components/art";
import { Banner } from "../../../shared/components/banner";
import { CalendarIcon, ClockIcon, PinIcon, TagIcon } from "../../../shared/components/icons";
import { Loading } from "../../../shared/components/loading";
import { MessagePanel } from "../../../shared/components/message-panel";
import { ContactFields } from "../../../shared/components/contact-fields";
import { InputField } from "../../../shared/components/fields";
import { CONTACT_PHONE, CONTACT_PHONE_HREF } from "../../../shared/config/contact";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title";
import { useForm } from "../../../shared/hooks/use-form";
import { serverFieldErrors, serverMessage } from "../../../shared/lib/api-errors";
import { browserNavigation } from "../../../shared/lib/browser-navigation";
import { emailError, type FieldErrors } from "../../../shared/lib/validation";
import { useCurrentUser } from "../../../shared/api/get-me";
import { walkQueryOptions, type WalkDetail } from "../../../shared/api/get-walk";
import { createBookingPayment, createFreeBooking } from "../api/create-booking";
import { redeemVoucher } from "../api/redeem-voucher";
import type { BookingOrder, GuestDetails, VoucherCheck } from "../types";
import { fitQty, maxQty, priceSummary } from "../utils/price";
import { waitlistEntryQueryOptions, type WaitlistEntry } from "../api/waitlist";
import { persons } from "./booking-details";
import { WaitlistPanel } from "./waitlist-panel";
import "../../../shared/styles/forms.css";
import "./booking.css";
import { hours, RULES } from "../../../shared/config/rules";
import { PrivacyNote } from "../../../shared/components/privacy-note";

/** BOOKING_FAILED is shown when creating a booking or payment fails without a message (spec 1 §8). */
export const BOOKING_FAILED = "Er is een fout opgetreden bij het aanmaken van de boeking";

/** VOUCHER_INVALID is shown when a voucher check fails without a message (spec 1 §8). */
export const VOUCHER_INVALID = "Ongeldige vouchercode";

/** GUEST_PHONE_PLACEHOLDER shows the international format the phone field expects. */
export const GUEST_PHONE_PLACEHOLDER = "+31 6 12345678";

const NO_GUEST: GuestDetails = { guestName: "", guestEmail: "", guestPhone: "" };

/** validateGuest checks a visitor's details in the browser: all three required, a valid e-mail (spec 1 §5). */
export function validateGuest(values: GuestDetails): FieldErrors<keyof GuestDetails> {
  return {
    guestName: values.guestName.trim() ? undefined : "Vul je naam in.",
    guestEmail: emailError(values.guestEmail),
    guestPhone: values.guestPhone.trim() ? undefined : "Vul je telefoonnummer in.",
  };
}

/** hasStarted tells whether a walk's start has passed: it can no longer be booked. */
function hasStarted(walk: WalkDetail): boolean {
  return Date.parse(walk.dateStart) <= Date.now();
}

/** Offer is an offer from the walk's waiting list the form books with (?aanbod={token}). */
export interface Offer {
  token: string;
  entry: WaitlistEntry;
}

/**
 * BookingView is /boeken/{slug}: it loads the walk and the current user and shows the
 * booking form, or "Wandeling niet gevonden" for a walk that is missing, cannot be loaded
 * or has already started (spec 1 §2, Booking). With offerToken (the link of an offer from
 * the waiting list) the form is filled in from the offer and books the places it holds.
 */
export function BookingView({ slug, offerToken }: { slug: string; offerToken?: string }) {
  const walk = useQuery(walkQueryOptions(slug));
  const me = useCurrentUser();
  const offer = useQuery({ ...waitlistEntryQueryOptions(offerToken ?? ""), enabled: Boolean(offerToken) });
  const unavailable = (walk.isError && !walk.data) || (walk.data !== undefined && hasStarted(walk.data));
  useDocumentTitle(unavailable ? "Wandeling niet gevonden" : walk.data ? `${walk.data.title} boeken` : "Wandeling boeken");

  if (unavailable) {
    return (
      <div className="container">
        <MessagePanel
          title="Wandeling niet gevonden"
          actions={
            <Link className="btn btn--primary" to="/">
              Terug naar alle wandelingen
            </Link>
          }
        >
          <p>Deze wandeling bestaat niet (meer), is al begonnen of kon niet worden geladen.</p>
        </MessagePanel>
      </div>
    );
  }
  if (!walk.data || me.isPending || (offerToken && offer.isPending)) return <Loading label="Wandeling laden…" />;
  // A failed /auth/me leaves the visitor anonymous: the guest fields ask what is needed.
  return (
    <BookingForm
      walk={walk.data}
      user={me.data ?? null}
      offer={offerToken && offer.data ? { token: offerToken, entry: offer.data } : undefined}
      offerUnknown={Boolean(offerToken) && offer.isError}
    />
  );
}

type VoucherState =
  | { state: "idle" }
  | { state: "checking"; code: string }
  | ({ state: "valid"; code: string } & VoucherCheck)
  | { state: "invalid"; code: string; message: string };

/** submitLabel is the submit button's text for the form's state (spec 1 §2, Booking). */
export function submitLabel(s: { noSpots: boolean; checkingVoucher: boolean; busy: boolean; totalCents: number }): string {
  if (s.noSpots) return "Geen plaatsen beschikbaar";
  if (s.checkingVoucher) return "Cadeaubon controleren...";
  if (s.busy) return "Bezig...";
  if (s.totalCents === 0) return "Gratis boeking bevestigen";
  return "Doorgaan naar betaling";
}

function spotsText(n: number): string {
  return n === 1 ? "Nog 1 plek beschikbaar" : `Nog ${n} plekken beschikbaar`;
}

/**
 * BookingForm is the form itself for a walk that can be booked (or is full: then the
 * waiting list is offered beside it). An open offer from the waiting list adds the places
 * it holds to those free, fills in the persons and contact fields, and goes with the order.
 */
export function BookingForm({
  walk,
  user,
  offer,
  offerUnknown = false,
}: {
  walk: WalkDetail;
  user: User | null;
  offer?: Offer;
  offerUnknown?: boolean;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ids = useId();
  const held = offer?.entry.offerOpen && offer.entry.walk.slug === walk.slug ? offer.entry.qty : 0;
  const guest = useForm(
    offer ? { guestName: offer.entry.name, guestEmail: offer.entry.email, guestPhone: offer.entry.phone ?? "" } : NO_GUEST,
    validateGuest,
  );
  const voucherInput = useRef<HTMLInputElement>(null);
  const qtyId = `${ids}-qty`;
  const qtyErrorId = `${ids}-qty-error`;

  const spots = walk.availableSpots + held;
  const noSpots = maxQty(spots) === 0;
  const [chosenQty, setQty] = useState(held || 1);
  // Fewer places than chosen (the walk was loaded again): the choice shrinks to fit, at least 1.
  useEffect(() => {
    setQty((current) => fitQty(current, spots));
  }, [spots]);
  const qty = fitQty(chosenQty, spots);

  const [code, setCode] = useState("");
  const [voucher, setVoucher] = useState<VoucherState>({ state: "idle" });
  const checkRun = useRef(0);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const [qtyError, setQtyError] = useState<string>();

  const applied = voucher.state === "valid" ? voucher : undefined;
  const summary = priceSummary(walk.priceCents, qty, applied?.remainingCents);
  const checkingVoucher = voucher.state === "checking";
  const busy = submitting || checkingVoucher;

  function changeCode(value: string) {
    setCode(value);
    // A changed code needs a new check: the earlier answer no longer applies.
    checkRun.current++;
    setVoucher({ state: "idle" });
  }

  /** checkVoucher checks the typed code; it answers the voucher, or null when there is none or it is not valid. */
  async function checkVoucher(): Promise<VoucherCheck | null> {
    const trimmed = code.trim();
    if (!trimmed) return null;
    const run = ++checkRun.current;
    setVoucher({ state: "checking", code: trimmed });
    try {
      const result = await redeemVoucher(trimmed);
      if (run === checkRun.current) setVoucher({ state: "valid", code: trimmed, ...result });
      return run === checkRun.current ? result : null;
    } catch (err) {
      if (run === checkRun.current) {
        setVoucher({ state: "invalid", code: trimmed, message: serverMessage(err, VOUCHER_INVALID) });
      }
      return null;
    }
  }

  function onVoucherKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter in the code field checks the code instead of sending the whole form.
    if (event.key === "Enter") {
      event.preventDefault();
      if (!busy) void checkVoucher();
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || noSpots) return;
    setError(undefined);
    setQtyError(undefined);
    if (!user && !guest.check()) return;

    // A typed code is checked before anything is booked.
    const trimmed = code.trim();
    let discount: VoucherCheck | undefined = applied;
    if (trimmed && !applied) {
      const result = voucher.state === "invalid" ? null : await checkVoucher();
      if (!result) {
        voucherInput.current?.focus();
        return;
      }
      discount = result;
    }

    const order: BookingOrder = {
      qty,
      ...(trimmed ? { voucherCode: trimmed } : {}),
      ...(held > 0 && offer ? { offerToken: offer.token } : {}),
    };
    if (!user) {
      order.guestName = guest.values.guestName.trim();
      order.guestEmail = guest.values.guestEmail.trim();
      order.guestPhone = guest.values.guestPhone.trim();
    }
    const { totalCents } = priceSummary(walk.priceCents, qty, discount?.remainingCents);

    setSubmitting(true);
    try {
      if (totalCents === 0) {
        const booking = await createFreeBooking({ walkSlug: walk.slug, ...order });
        navigate(`/booking/complete/${booking.id}`);
      } else {
        const payment = await createBookingPayment({ walkId: walk.id, ...order });
        // Off to the payment provider; the page stays busy until the browser has left.
        browserNavigation.assign(payment.checkoutUrl);
      }
    } catch (err) {
      setSubmitting(false);
      setError(serverMessage(err, BOOKING_FAILED));
      if (!user) guest.showServerErrors(err);
      const fields = serverFieldErrors(err);
      if (fields.qty) setQtyError(fields.qty);
      if (fields.voucherCode) setVoucher({ state: "invalid", code: trimmed, message: fields.voucherCode });
      // Places taken meanwhile, or the walk started: load it again so the form shows what is left.
      if (err instanceof ApiError && err.status === 409) {
        void queryClient.invalidateQueries({ queryKey: walkQueryOptions(walk.slug).queryKey });
      }
    }
  }

  const label = submitLabel({ noSpots, checkingVoucher, busy: submitting, totalCents: summary.totalCents });

  return (
    <div className="booking-page">
      <div className="booking-hero">
        <div className="container booking-hero__inner">
          <Link className="back-link" to={`/wandelingen/${walk.slug}`}>
            <span aria-hidden="true">← </span>Terug naar de wandeling
          </Link>
          <p className="eyebrow">Wandeling boeken</p>
          <h1>{walk.title}</h1>
          <WalkFacts walk={walk} />
        </div>
        <Hills className="booking-hero__hills" />
      </div>

      <div className="container booking-layout">
        <div className="booking-layout__main">
          {held > 0 && offer?.entry.offerExpiresAt && (
            <Banner tone="success">
              Er is plaats voor je: we houden {persons(held)} voor je vast tot {formatDateTime(offer.entry.offerExpiresAt)}.
            </Banner>
          )}
          {(offerUnknown || (offer && held === 0)) && (
            <Banner tone="error">
              Dit aanbod van de wachtlijst is verlopen of al gebruikt; de plaatsen worden niet meer voor je vastgehouden.
            </Banner>
          )}
          <form ref={guest.formRef} className="booking-panel booking-form" onSubmit={submit} noValidate aria-label="Boekingsformulier">
            <section className="booking-step" aria-labelledby={`${ids}-persons`}>
              <h2 id={`${ids}-persons`}>Hoeveel personen?</h2>
              {walk.status === "CANCELLED" ? (
                <p className="full-message" role="status">
                  Deze wandeling gaat niet door{walk.cancelReason ? `: ${walk.cancelReason}` : "."} Boeken kan niet meer.{" "}
                  <Link to="/">Bekijk de andere wandelingen</Link>.
                </p>
              ) : noSpots ? (
                <p className="full-message" role="status">
                  Deze wandeling is volgeboekt: er zijn geen plaatsen meer beschikbaar.{" "}
                  <Link to="/">Bekijk de andere wandelingen</Link>.
                </p>
              ) : (
                <p className="spots">{spotsText(spots)}</p>
              )}
              <div className="field field--qty">
                <label className="field__label" htmlFor={qtyId}>
                  Aantal personen
                </label>
                <select
                  id={qtyId}
                  name="qty"
                  className="field__input field__input--select"
                  value={noSpots ? 1 : qty}
                  disabled={noSpots || submitting}
                  onChange={(event) => {
                    setQty(Number(event.target.value));
                    setQtyError(undefined);
                  }}
                  aria-invalid={qtyError ? true : undefined}
                  aria-describedby={qtyError ? qtyErrorId : undefined}
                >
                  {noSpots ? (
                    <option value={1}>{persons(1)}</option>
                  ) : (
                    Array.from({ length: maxQty(spots) }, (_, i) => i + 1).map((n) => (
                      <option key={n} value={n}>
                        {persons(n)}
                      </option>
                    ))
                  )}
                </select>
                {qtyError && (
                  <p id={qtyErrorId} className="field__error">
                    {qtyError}
                  </p>
                )}
              </div>
            </section>

            <section className="booking-step" aria-labelledby={`${ids}-who`}>
              <h2 id={`${ids}-who`}>Jouw gegevens</h2>
              {user ? (
                <p className="booking-as">
                  Je boekt als <strong>{user.name}</strong> ({user.email}). De bevestiging sturen we naar dit e-mailadres.
                </p>
              ) : (
                <>
                  <p className="muted">
                    Je boekt als gast. Heb je een account?{" "}
                    <Link to="/login">Log dan eerst in</Link>, dan zie je je boeking ook terug in Mijn wandelingen.
                  </p>
                  <ContactFields
                    names={{ name: "guestName", email: "guestEmail", phone: "guestPhone" }}
                    values={guest.values}
                    errors={guest.errors}
                    setField={guest.setField}
                    emailHint="Hierheen sturen we je bevestiging."
                    phone={{
                      required: true,
                      placeholder: GUEST_PHONE_PLACEHOLDER,
                      hint: "Zodat we je kunnen bereiken als er iets verandert.",
                    }}
                  />
                </>
              )}
            </section>

            <section className="booking-step" aria-labelledby={`${ids}-voucher`}>
              <h2 id={`${ids}-voucher`}>Cadeaubon</h2>
              <div className="voucher-row">
                <InputField
                  ref={voucherInput}
                  name="voucherCode"
                  label="Cadeauboncode"
                  hint="Heb je een cadeaubon? Vul de code in en kies Controleer."
                  autoComplete="off"
                  spellCheck={false}
                  value={code}
                  onChange={changeCode}
                  onKeyDown={onVoucherKeyDown}
                />
                <button
                  type="button"
                  className="btn btn--secondary"
                  onClick={() => void checkVoucher()}
                  disabled={busy || !code.trim()}
                >
                  Controleer
                </button>
              </div>
              <VoucherResult voucher={voucher} subtotalCents={summary.subtotalCents} />
            </section>

            <section className="booking-step" aria-labelledby={`${ids}-price`}>
              <h2 id={`${ids}-price`}>Overzicht</h2>
              <dl className="price-summary">
                <div>
                  <dt>
                    Subtotaal ({persons(qty)} × {formatEuro(walk.priceCents)})
                  </dt>
                  <dd>{formatEuro(summary.subtotalCents)}</dd>
                </div>
                {applied && (
                  <div className="price-summary__discount">
                    <dt>Korting cadeaubon</dt>
                    <dd>− {formatEuro(summary.discountCents)}</dd>
                  </div>
                )}
                <div className="price-summary__total" aria-live="polite" aria-atomic="true">
                  <dt>Totaal</dt>
                  <dd>{formatEuro(summary.totalCents)}</dd>
                </div>
              </dl>
            </section>

            {error && <Banner tone="error">{error}</Banner>}

            <PrivacyNote />
            <button
              type="submit"
              className="btn btn--primary btn--large btn--block"
              disabled={busy || noSpots}
              aria-busy={busy || undefined}
            >
              {label}
            </button>
          </form>
          {noSpots && walk.status !== "CANCELLED" && <WaitlistPanel walk={walk} user={user} />}
        </div>

        <aside className="booking-layout__side" aria-label="Goed om te weten">
          <section className="info-box" aria-labelledby={`${ids}-know`}>
            <h2 id={`${ids}-know`}>Goed om te weten</h2>
            <ul className="checklist">
              <li>Direct na je boeking ontvang je een bevestigingsmail.</li>
              {walk.priceCents > 0 ? (
                <li>Je betaalt via een veilige online betaling. Rond je betaling binnen {hours(RULES.booking.holdHours)} af, anders vervalt je plek.</li>
              ) : (
                <li>Deze wandeling is gratis: je hoeft niets te betalen.</li>
              )}
              <li>
                Annuleren kan tot {walk.cancelMinDays === 1 ? "1 dag" : `${walk.cancelMinDays} dagen`} voor aanvang, via
                de link in je bevestigingsmail{user ? " of in Mijn wandelingen" : ""}.
              </li>
              <li>Kom het liefst tien minuten voor aanvang.</li>
            </ul>
          </section>
          <section className="info-box" aria-labelledby={`${ids}-questions`}>
            <h2 id={`${ids}-questions`}>Vragen?</h2>
            <p>
              Bel of app ons gerust: <a href={CONTACT_PHONE_HREF}>{CONTACT_PHONE}</a>.
            </p>
          </section>
        </aside>
      </div>
    </div>
  );
}

/** WalkFacts lists when and where the walk is and what it costs per person. */
export function WalkFacts({ walk }: { walk: WalkDetail }) {
  return (
    <ul className="walk-facts" aria-label="Over deze wandeling">
      <Fact icon={<CalendarIcon />} label="Datum">
        {formatLongDate(walk.dateStart)}
      </Fact>
      <Fact icon={<ClockIcon />} label="Tijd">
        {formatTimeRange(walk.dateStart, walk.dateEnd)} ({formatDuration(walk.dateStart, walk.dateEnd)})
      </Fact>
      <Fact icon={<PinIcon />} label="Locatie">
        {walk.address}, {walk.city}
      </Fact>
      <Fact icon={<TagIcon />} label="Prijs">
        {walk.priceCents === 0 ? "Gratis" : `${priceLabel(walk.priceCents)} per persoon`}
      </Fact>
    </ul>
  );
}

/** VoucherResult shows the outcome of a check: the voucher's values, or a red box with why it cannot be used. */
function VoucherResult({ voucher, subtotalCents }: { voucher: VoucherState; subtotalCents: number }) {
  if (voucher.state === "valid") {
    return (
      <div className="voucher-result voucher-result--valid" role="status">
        <p>
          <strong>Cadeaubon geldig.</strong> Waarde {formatEuro(voucher.valueCents)}, nog te besteden{" "}
          {formatEuro(voucher.remainingCents)}.
        </p>
        <p>Je krijgt {formatEuro(Math.min(voucher.remainingCents, subtotalCents))} korting op deze boeking.</p>
      </div>
    );
  }
  if (voucher.state === "invalid") {
    return (
      <p className="voucher-result voucher-result--invalid" role="alert">
        {voucher.message}
      </p>
    );
  }
  return null;
}
