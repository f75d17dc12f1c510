import { tooLateToCancel, type WalkDetail } from "../../../shared/api/get-walk";
import { CONTACT_PHONE, CONTACT_PHONE_HREF } from "../../../shared/config/contact";
import { days, hours, RULES } from "../../../shared/config/rules";
import { tBooking } from "../../../shared/i18n/booking";
import "../../../shared/styles/info-box.css";

/** BookingInfo is the booking page's side column: what to know before booking, and who to call. */
export function BookingInfo({ ids, walk, signedIn }: { ids: string; walk: WalkDetail; signedIn: boolean }) {
  const cancelDays = days(walk.cancelMinDays);
  return (
    <aside className="content-side content-side--sticky" aria-label={tBooking("info.label")}>
      <section className="info-box" aria-labelledby={`${ids}-know`}>
        <h2 id={`${ids}-know`}>{tBooking("info.heading")}</h2>
        <ul className="checklist">
          <li>{tBooking("info.mail")}</li>
          {walk.priceCents > 0 ? (
            <li>{tBooking("info.pay", { hours: hours(RULES.booking.holdHours) })}</li>
          ) : (
            <li>{tBooking("info.free")}</li>
          )}
          {!tooLateToCancel(walk) && <li>{tBooking(signedIn ? "info.cancelSignedIn" : "info.cancel", { days: cancelDays })}</li>}
          <li>{tBooking("info.arrive")}</li>
        </ul>
      </section>
      <section className="info-box" aria-labelledby={`${ids}-questions`}>
        <h2 id={`${ids}-questions`}>{tBooking("info.questions")}</h2>
        <p>{tBooking("info.call", { phone: <a href={CONTACT_PHONE_HREF}>{CONTACT_PHONE}</a> })}</p>
      </section>
    </aside>
  );
}
