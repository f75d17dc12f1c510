import { useQuery } from "@tanstack/react-query";
import type { User } from "@wandelwijs/api-client/types";
import { formatDateTime } from "@wandelwijs/format/date";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { useCurrentUser } from "../../../shared/api/get-me";
import { tooLateToCancel, walkQueryOptions, type WalkDetail } from "../../../shared/api/get-walk";
import { days } from "../../../shared/config/rules";
import { Banner } from "../../../shared/components/banner";
import { InvoiceFields, type InvoiceRequest } from "../../../shared/components/invoice-fields";
import { Loading } from "../../../shared/components/loading";
import { MessageScreen } from "../../../shared/components/message-panel";
import { PrivacyNote } from "../../../shared/components/privacy-note";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title";
import { useForm } from "../../../shared/hooks/use-form";
import { tBooking } from "../../../shared/i18n/booking";
import { serverFieldErrors } from "../../../shared/lib/api-errors";
import { useCreateBooking } from "../api/use-create-booking";
import { useVoucherCheck } from "../api/use-voucher-check";
import { waitlistEntryQueryOptions, type WaitlistEntry } from "../api/waitlist";
import type { BookingOrder, GuestDetails, VoucherCheck } from "../types";
import { persons } from "../utils/format";
import { fitQty, maxQty, priceSummary } from "../utils/price";
import { GuestSection, validateGuest } from "./booking-guest";
import { BookingHero } from "./booking-hero";
import { BookingInfo } from "./booking-info";
import { PriceSection } from "./booking-price";
import { QtySection } from "./booking-qty";
import { VoucherSection } from "./booking-voucher";
import { WaitlistPanel } from "./waitlist-panel";
import "../../../shared/styles/forms.css";
import { useAppRunning } from "../../../shared/hooks/use-app-running";
import "../../../shared/styles/content.css";
import "./booking.css";

const NO_GUEST: GuestDetails = { guestName: "", guestEmail: "", guestPhone: "" };

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
 * or has already started. With offerToken (the link of an offer from
 * the waiting list) the form is filled in from the offer and books the places it holds.
 */
export function BookingView({ slug, offerToken }: { slug: string; offerToken?: string }) {
  const running = useAppRunning();
  const walk = useQuery(walkQueryOptions(slug));
  const me = useCurrentUser();
  const offer = useQuery({ ...waitlistEntryQueryOptions(offerToken ?? ""), enabled: Boolean(offerToken) });
  const unavailable = (walk.isError && !walk.data) || (walk.data !== undefined && hasStarted(walk.data));
  useDocumentTitle(
    unavailable
      ? tBooking("form.titleNotFound")
      : walk.data
        ? tBooking("form.title", { title: walk.data.title })
        : tBooking("form.titleLoading"),
  );

  if (unavailable) {
    return (
      <MessageScreen title={tBooking("form.titleNotFound")} link={{ to: "/", label: tBooking("form.backToAll") }}>
      <p>{tBooking("form.notFound")}</p>
      </MessageScreen>
    );
  }
  // The first screen in the page's HTML (src/app/first-screen.tsx) shows the walk's facts;
  // the form, which takes what a visitor types, comes with the app, below the fold.
  if (!running && walk.data) {
    return (
      <div className="booking-page">
        <BookingHero walk={walk.data} />
        <div className="container content-columns content-columns--snug booking-layout">
          <div className="to-come" />
        </div>
      </div>
    );
  }
  if (!walk.data || me.isPending || (offerToken && offer.isPending)) return <Loading label={tBooking("form.loading")} />;
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

/** submitLabel is the submit button's text for the form's state. */
export function submitLabel(s: {
  noSpots: boolean;
  checkingVoucher: boolean;
  busy: boolean;
  totalCents: number;
  /** byVoucher: a voucher pays (part of) the booking. */
  byVoucher?: boolean;
}): string {
  if (s.noSpots) return tBooking("form.submit.noSpots");
  if (s.checkingVoucher) return tBooking("form.submit.checkingVoucher");
  if (s.busy) return tBooking("form.submit.busy");
  if (s.totalCents === 0) return tBooking(s.byVoucher ? "form.submit.voucher" : "form.submit.free");
  return tBooking("form.submit.pay");
}

interface BookingFormProps {
  walk: WalkDetail;
  user: User | null;
  offer?: Offer;
  offerUnknown?: boolean;
}

/**
 * BookingForm is the form itself for a walk that can be booked; a full walk offers its
 * waiting list in its place. An open offer from the waiting list adds the places
 * it holds to those free, fills in the persons and contact fields, and goes with the order.
 */
export function BookingForm({ walk, user, offer, offerUnknown = false }: BookingFormProps) {
  const ids = useId();
  const held = offer?.entry.offerOpen && offer.entry.walk.slug === walk.slug ? offer.entry.qty : 0;
  const guest = useForm(
    offer ? { guestName: offer.entry.name, guestEmail: offer.entry.email, guestPhone: offer.entry.phone ?? "" } : NO_GUEST,
    validateGuest,
  );
  const voucherInput = useRef<HTMLInputElement>(null);
  const spots = walk.availableSpots + held;
  const noSpots = maxQty(spots) === 0;
  // A full walk that goes ahead offers its waiting list, not a form that cannot book.
  const full = noSpots && walk.status !== "CANCELLED";
  // An offer already used leads to its booking instead of to a form.
  const usedBooking = offer?.entry.status === "BOOKED" ? offer.entry.bookingId : null;
  const [chosenQty, setQty] = useState(held || 1);
  // Fewer places than chosen (the walk was loaded again): the choice shrinks to fit, at least 1.
  useEffect(() => {
    setQty((current) => fitQty(current, spots));
  }, [spots]);
  const qty = fitQty(chosenQty, spots);
  const [qtyError, setQtyError] = useState<string>();
  const [invoice, setInvoice] = useState<InvoiceRequest | null>(null);
  const [invoiceErrors, setInvoiceErrors] = useState<Record<string, string>>({});
  const { code, voucher, changeCode, checkVoucher, reject } = useVoucherCheck();
  const { submitting, error, clearError, book } = useCreateBooking(walk);

  const applied = voucher.state === "valid" ? voucher : undefined;
  const summary = priceSummary(walk.priceCents, qty, applied?.remainingCents);
  const checkingVoucher = voucher.state === "checking";
  const busy = submitting || checkingVoucher;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || noSpots) return;
    clearError();
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
      ...(invoice ? { invoice } : {}),
    };
    if (!user) {
      order.guestName = guest.values.guestName.trim();
      order.guestEmail = guest.values.guestEmail.trim();
      order.guestPhone = guest.values.guestPhone.trim();
    }
    const err = await book(order, priceSummary(walk.priceCents, qty, discount?.remainingCents).totalCents);
    if (err === undefined) return;
    if (!user) guest.showServerErrors(err);
    const fields = serverFieldErrors(err);
    setInvoiceErrors(fields);
    if (fields.qty) setQtyError(fields.qty);
    if (fields.voucherCode) reject(trimmed, fields.voucherCode);
  }

  return (
    <div className="booking-page">
      <BookingHero walk={walk} />
      <div className="container content-columns content-columns--snug booking-layout">
        <div className="booking-layout__main">
          {held > 0 && offer?.entry.offerExpiresAt && (
            <Banner tone="success">
              {tBooking("offer.held", { places: tBooking("places", { count: held }), until: formatDateTime(offer.entry.offerExpiresAt) })}
            </Banner>
          )}
          {offer && usedBooking ? (
            <OfferUsed entry={offer.entry} bookingId={usedBooking} />
          ) : (
            (offerUnknown || (offer && held === 0)) && <Banner tone="error">{tBooking("offer.gone")}</Banner>
          )}
          {usedBooking ? null : full ? (
            <>
              <p className="booking-panel full-message" role="status">
                {tBooking("qty.full", { link: <Link to="/">{tBooking("qty.otherWalks")}</Link> })}
              </p>
              <WaitlistPanel walk={walk} user={user} />
            </>
          ) : (
            <form ref={guest.formRef} className="booking-panel booking-form" onSubmit={submit} noValidate aria-label={tBooking("form.label")}>
              <QtySection
                ids={ids}
                walk={walk}
                spots={spots}
                qty={qty}
                disabled={submitting}
                error={qtyError}
                onChange={(n) => {
                  setQty(n);
                  setQtyError(undefined);
                }}
              />
              <GuestSection ids={ids} user={user} form={guest} />
              {walk.priceCents > 0 && (
                <VoucherSection
                  ids={ids}
                  inputRef={voucherInput}
                  code={code}
                  voucher={voucher}
                  subtotalCents={summary.subtotalCents}
                  busy={busy}
                  onChange={changeCode}
                  onCheck={() => void checkVoucher()}
                />
              )}
              <InvoiceFields value={invoice} onChange={setInvoice} errors={invoiceErrors} disabled={submitting} />
              <PriceSection ids={ids} qty={qty} priceCents={walk.priceCents} summary={summary} discounted={Boolean(applied)} />
              {tooLateToCancel(walk) && (
                <p className="booking-late" role="note">
                  {tBooking("info.late", { days: days(walk.cancelMinDays) })}
                </p>
              )}
              {error && <Banner tone="error" focus>{error}</Banner>}
              <PrivacyNote />
              <button type="submit" className="btn btn--primary btn--large btn--block" disabled={busy || noSpots} aria-busy={busy || undefined}>
                {submitLabel({ noSpots, checkingVoucher, busy: submitting, totalCents: summary.totalCents, byVoucher: summary.discountCents > 0 })}
              </button>
            </form>
          )}
        </div>
        <BookingInfo ids={ids} walk={walk} signedIn={Boolean(user)} />
      </div>
    </div>
  );
}

/** OfferUsed says that the offer of a waiting-list link was booked already, and leads to that booking. */
function OfferUsed({ entry, bookingId }: { entry: WaitlistEntry; bookingId: string }) {
  return (
    <section className="booking-panel" role="status">
      <p>{tBooking("offer.booked", { persons: persons(entry.qty) })}</p>
      <Link className="btn btn--primary" to={`/booking/complete/${bookingId}`}>
        {tBooking("offer.toBooking")}
      </Link>
    </section>
  );
}
