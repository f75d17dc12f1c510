import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { useDocumentTitle } from "../hooks/use-document-title";
import type { PaymentFollow } from "../hooks/use-payment-follow";
import { LeafIcon } from "./icons";
import { Loading } from "./loading";
import { tCommon } from "../i18n/common";
import "../styles/result-head.css";

/** PROCESSING_TITLE heads a result page while the payment is under way. */
export const PROCESSING_TITLE = tCommon("payment.processing");

/** CHECKING is shown while a result page loads what was paid for. */
const CHECKING = tCommon("payment.checking");

/** PaymentResultLook names a result page's CSS blocks and the icon of its final states. */
export interface PaymentResultLook {
  /** page is the block of the page's one column of cards. */
  page: string;
  /** head is the block of the page head ("result-head"); its modifiers are --success and --error. */
  head: string;
  /** actions is the class of a row of buttons. */
  actions: string;
  /** titleId is the id of the page's h1, which the head section is labelled by. */
  titleId: string;
  /** icon marks a paid or failed payment. */
  icon: ReactNode;
}

/** NotFound says that what was paid for cannot be read, and links on. */
interface NotFound {
  title: string;
  text: ReactNode;
  link: { to: string; label: string };
}

interface PaymentResultPageProps {
  look: PaymentResultLook;
  isError: boolean;
  /** loaded tells whether what was paid for has been read. */
  loaded: boolean;
  /** notFound is shown when it cannot be read. */
  notFound: NotFound;
  /** title heads the page once what was paid for is read. */
  title: string;
  /** head is the head for the payment's outcome, once read. */
  head: ReactNode;
  /** children are the cards under the head. */
  children?: ReactNode;
}

/**
 * PaymentResultPage is a result page: its head as one live region, so every change of
 * state is announced (not found, loading, then the head for the payment's outcome), and
 * the cards under it. The tab's title follows the head.
 */
export function PaymentResultPage({ look, isError, loaded, notFound, title, head: loadedHead, children }: PaymentResultPageProps) {
  useDocumentTitle(isError ? notFound.title : loaded ? title : CHECKING);
  const head = isError ? (
    <section className={`${look.head} ${look.head}--error`} aria-labelledby={look.titleId}>
      <h1 id={look.titleId}>{notFound.title}</h1>
      <p>{notFound.text}</p>
      <div className={look.actions}>
        <Link className="btn btn--primary" to={notFound.link.to}>
          {notFound.link.label}
        </Link>
      </div>
    </section>
  ) : !loaded ? (
    <Loading label={CHECKING} />
  ) : (
    loadedHead
  );
  return (
    <div className="container">
      <div className={look.page}>
        <div aria-live="polite">{head}</div>
        {children}
      </div>
    </div>
  );
}

/** FollowedPayment is what the head reads of a followed payment (usePaymentFollow). */
export type FollowedPayment = Pick<PaymentFollow<unknown>, "outcome" | "canRefreshManually" | "refresh">;

interface PaymentResultHeadProps {
  look: PaymentResultLook;
  /** payment is the followed payment, whose outcome the head shows. */
  payment: FollowedPayment;
  title: string;
  /** children say what a paid or failed payment means, with its actions. */
  children?: ReactNode;
  /** While processing: a warning and extra tools beside the manual refresh (when it may be offered). */
  warning?: ReactNode;
  /** payNow offers to pay a payment that is still open. */
  payNow?: ReactNode;
  extra?: ReactNode;
}

/** PaymentResultHead is the head of a result page for the payment's outcome. */
export function PaymentResultHead({ look, payment, title, children, warning, payNow, extra }: PaymentResultHeadProps) {
  const { outcome } = payment;
  if (outcome !== "processing") {
    return (
      <section className={`${look.head} ${look.head}--${outcome === "paid" ? "success" : "error"}`} aria-labelledby={look.titleId}>
        <span className={`${look.head}__icon`} aria-hidden="true">
          {look.icon}
        </span>
        <h1 id={look.titleId}>{title}</h1>
        {children}
      </section>
    );
  }
  return (
    <section className={look.head} aria-labelledby={look.titleId}>
      <span className={`${look.head}__icon ${look.head}__icon--busy`} aria-hidden="true">
        <LeafIcon />
      </span>
      <h1 id={look.titleId}>{title}</h1>
      <p>{tCommon("payment.waiting")}</p>
      {warning}
      {payNow}
      {payment.canRefreshManually && (
        <div className={look.actions}>
          <button type="button" className="btn btn--secondary" onClick={payment.refresh}>
            {tCommon("payment.refresh")}
          </button>
        </div>
      )}
      {extra}
    </section>
  );
}

/** PayAgain says text and offers the one button that starts a new payment (onPay). */
export function PayAgain({ text, actions, label, onPay }: { text: string; actions: string; label: string; onPay: () => unknown }) {
  return (
    <>
      <p>{text}</p>
      <div className={actions}>
        <PayButton label={label} onPay={onPay} />
      </div>
    </>
  );
}

/**
 * PayButton starts a new payment with onPay, which leaves the page for a checkout; it is
 * disabled while onPay is under way, so a second click starts no second payment.
 */
export function PayButton({ label, onPay }: { label: string; onPay: () => unknown }) {
  const [busy, setBusy] = useState(false);
  const pay = async () => {
    setBusy(true);
    try {
      await onPay();
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn btn--primary" disabled={busy} aria-busy={busy} onClick={() => void pay()}>
      {label}
    </button>
  );
}
